"""memory/records/typed_decl.py: type files validated by pydantic models, refused with the reason a user needs."""
import pytest

from agentmemory.memory.records.typed_schema import TypeSpecError, parse_type


@pytest.mark.parametrize("doc, message", [
    ({"key": "{a}", "fields": {"a b": "string"}}, "field name 'a b' is not a plain identifier"),
    ({"key": "{a}", "fields": {"a": ["string"]}}, "field a must be a type name or a mapping"),
    ({"key": "{a}", "fields": {"a": {"required": "maybe"}}}, "field a: required"),
    ({"key": "{a}", "fields": "a: string"}, "`fields` must map field names to declarations"),
    ({"key": "{a}"}, "`fields` must map field names to declarations"),
    ({"key": 7, "fields": {"a": "string"}}, "`key` must be a template"),
    ({"key": "  ", "fields": {"a": "string"}}, "`key` must be a template"),
    ({"key": "{a}", "fields": {"a": "string"}, "content_template": ["x"]}, "content_template must be a string"),
    ({"key": "{a}", "fields": {"a": {"type": "text", "merge_op": "avg"}}}, "field a: merge_op avg needs type number"),
])
def test_each_refusal_names_the_file_and_the_problem(doc, message):
    with pytest.raises(TypeSpecError) as err:
        parse_type(doc, "my.yaml", "my")
    assert str(err.value).startswith("my.yaml: ") and message in str(err.value)


def test_a_declaration_with_short_forms_and_defaults():
    spec = parse_type({"description": None, "key": "{n}", "fields": {"n": "string", "count": {
        "type": "number", "merge_op": "sum", "required": "true", "description": 3, "extra": "ignored"}},
        "content_template": "{n}[ x{count}]"}, "my.yaml", "my")
    assert spec.name == "my" and spec.description == "" and spec.key_fields == ("n",)
    assert (spec.fields["n"].type, spec.fields["n"].merge_op, spec.fields["n"].required) == ("string", "patch", False)
    count = spec.fields["count"]
    assert (count.type, count.merge_op, count.required, count.description) == ("number", "sum", True, "3")
