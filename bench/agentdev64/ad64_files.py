"""Whole files the agent reads or writes in the kennelbook history (bench/agentdev64/sessions.py)."""
from __future__ import annotations

COMPOSER_JSON = """{
    "name": "scruffandsuds/kennelbook",
    "description": "Booking API for the Scruff & Suds grooming salons",
    "type": "project",
    "license": "proprietary",
    "minimum-stability": "stable",
    "prefer-stable": true,
    "require": {
        "php": ">=8.3",
        "ext-ctype": "*",
        "ext-iconv": "*",
        "api-platform/core": "^4.0.8",
        "doctrine/dbal": "^4.2",
        "doctrine/doctrine-bundle": "^2.13",
        "doctrine/doctrine-migrations-bundle": "^3.3",
        "doctrine/orm": "^3.3",
        "nelmio/cors-bundle": "^2.5",
        "phpdocumentor/reflection-docblock": "^5.4",
        "phpstan/phpdoc-parser": "^1.33",
        "symfony/asset": "7.1.*",
        "symfony/console": "7.1.*",
        "symfony/dotenv": "7.1.*",
        "symfony/expression-language": "7.1.*",
        "symfony/flex": "^2.4",
        "symfony/framework-bundle": "7.1.*",
        "symfony/property-access": "7.1.*",
        "symfony/property-info": "7.1.*",
        "symfony/runtime": "7.1.*",
        "symfony/security-bundle": "7.1.*",
        "symfony/serializer": "7.1.*",
        "symfony/twig-bundle": "7.1.*",
        "symfony/validator": "7.1.*",
        "symfony/yaml": "7.1.*"
    },
    "require-dev": {
        "phpstan/extension-installer": "^1.4",
        "phpstan/phpstan": "^1.12.10",
        "phpstan/phpstan-doctrine": "^1.5",
        "phpstan/phpstan-symfony": "^1.4",
        "phpunit/phpunit": "^11.4",
        "symfony/browser-kit": "7.1.*",
        "symfony/http-client": "7.1.*",
        "symfony/maker-bundle": "^1.61",
        "zenstruck/foundry": "^2.2"
    },
    "config": {
        "allow-plugins": {
            "php-http/discovery": true,
            "phpstan/extension-installer": true,
            "symfony/flex": true,
            "symfony/runtime": true
        },
        "bump-after-update": true,
        "sort-packages": true
    },
    "autoload": {
        "psr-4": {
            "App\\\\": "src/"
        }
    },
    "autoload-dev": {
        "psr-4": {
            "App\\\\Tests\\\\": "tests/"
        }
    },
    "replace": {
        "symfony/polyfill-ctype": "*",
        "symfony/polyfill-iconv": "*",
        "symfony/polyfill-php72": "*",
        "symfony/polyfill-php73": "*",
        "symfony/polyfill-php74": "*",
        "symfony/polyfill-php80": "*",
        "symfony/polyfill-php81": "*",
        "symfony/polyfill-php82": "*",
        "symfony/polyfill-php83": "*"
    },
    "scripts": {
        "auto-scripts": {
            "cache:clear": "symfony-cmd",
            "assets:install %PUBLIC_DIR%": "symfony-cmd"
        },
        "post-install-cmd": [
            "@auto-scripts"
        ],
        "post-update-cmd": [
            "@auto-scripts"
        ],
        "stan": "phpstan analyse --memory-limit=512M",
        "test": "phpunit"
    },
    "conflict": {
        "symfony/symfony": "*"
    },
    "extra": {
        "symfony": {
            "allow-contrib": false,
            "require": "7.1.*",
            "docker": true
        }
    }
}
"""

COMPOSE_MYSQL = """services:
  database:
    image: mysql:8.0.40
    environment:
      MYSQL_DATABASE: kennelbook
      MYSQL_USER: app
      MYSQL_PASSWORD: '!ChangeMe!'
      MYSQL_ROOT_PASSWORD: root
    ports:
      # 3306 is taken by the MySQL that came with my old GroomDesk test install
      - "3307:3306"
    volumes:
      - database_data:/var/lib/mysql:rw
    healthcheck:
      test: ["CMD", "mysqladmin", "ping", "-h", "127.0.0.1", "-uapp", "-p!ChangeMe!"]
      interval: 5s
      timeout: 5s
      retries: 10

  mailer:
    image: axllent/mailpit
    ports:
      - "1025:1025"
      - "8025:8025"

volumes:
  database_data:
"""

CLIENT_PHP = """<?php

declare(strict_types=1);

namespace App\\Entity;

use ApiPlatform\\Doctrine\\Orm\\Filter\\SearchFilter;
use ApiPlatform\\Metadata\\ApiFilter;
use ApiPlatform\\Metadata\\ApiResource;
use ApiPlatform\\Metadata\\Get;
use ApiPlatform\\Metadata\\GetCollection;
use ApiPlatform\\Metadata\\Patch;
use ApiPlatform\\Metadata\\Post;
use App\\Repository\\ClientRepository;
use Doctrine\\Common\\Collections\\ArrayCollection;
use Doctrine\\Common\\Collections\\Collection;
use Doctrine\\ORM\\Mapping as ORM;
use Symfony\\Component\\Serializer\\Attribute\\Groups;
use Symfony\\Component\\Validator\\Constraints as Assert;

/**
 * A person who brings one or more dogs to a salon.
 */
#[ORM\\Entity(repositoryClass: ClientRepository::class)]
#[ORM\\Index(name: 'client_phone_idx', columns: ['phone'])]
#[ApiResource(
    operations: [new GetCollection(), new Get(), new Post(), new Patch()],
    normalizationContext: ['groups' => ['client:read']],
    denormalizationContext: ['groups' => ['client:write']],
    paginationItemsPerPage: 30,
)]
#[ApiFilter(SearchFilter::class, properties: ['lastName' => 'ipartial', 'email' => 'exact'])]
class Client
{
    #[ORM\\Id]
    #[ORM\\GeneratedValue]
    #[ORM\\Column]
    #[Groups(['client:read'])]
    private ?int $id = null;

    #[ORM\\Column(length: 80)]
    #[Assert\\NotBlank]
    #[Groups(['client:read', 'client:write'])]
    private string $firstName = '';

    #[ORM\\Column(length: 80)]
    #[Assert\\NotBlank]
    #[Groups(['client:read', 'client:write'])]
    private string $lastName = '';

    #[ORM\\Column(length: 32)]
    #[Assert\\NotBlank]
    #[Groups(['client:read', 'client:write'])]
    private string $phone = '';

    #[ORM\\Column(length: 180, nullable: true)]
    #[Assert\\Email]
    #[Groups(['client:read', 'client:write'])]
    private ?string $email = null;

    #[ORM\\ManyToOne]
    #[ORM\\JoinColumn(nullable: false)]
    #[Groups(['client:read', 'client:write'])]
    private ?Salon $homeSalon = null;

    /** @var Collection<int, Pet> */
    #[ORM\\OneToMany(targetEntity: Pet::class, mappedBy: 'client', orphanRemoval: true)]
    #[Groups(['client:read'])]
    private Collection $pets;

    #[ORM\\Column]
    private \\DateTimeImmutable $createdAt;

    public function __construct()
    {
        $this->pets = new ArrayCollection();
        $this->createdAt = new \\DateTimeImmutable();
    }

    public function getId(): ?int
    {
        return $this->id;
    }

    public function getFirstName(): string
    {
        return $this->firstName;
    }

    public function setFirstName(string $firstName): static
    {
        $this->firstName = $firstName;

        return $this;
    }

    public function getLastName(): string
    {
        return $this->lastName;
    }

    public function setLastName(string $lastName): static
    {
        $this->lastName = $lastName;

        return $this;
    }

    public function getPhone(): string
    {
        return $this->phone;
    }

    public function setPhone(string $phone): static
    {
        $this->phone = $phone;

        return $this;
    }

    public function getEmail(): ?string
    {
        return $this->email;
    }

    public function setEmail(?string $email): static
    {
        $this->email = $email;

        return $this;
    }

    public function getHomeSalon(): ?Salon
    {
        return $this->homeSalon;
    }

    public function setHomeSalon(Salon $homeSalon): static
    {
        $this->homeSalon = $homeSalon;

        return $this;
    }

    /** @return Collection<int, Pet> */
    public function getPets(): Collection
    {
        return $this->pets;
    }
}
"""

APPOINTMENT_PHP = """<?php

declare(strict_types=1);

namespace App\\Entity;

use ApiPlatform\\Doctrine\\Orm\\Filter\\DateFilter;
use ApiPlatform\\Doctrine\\Orm\\Filter\\SearchFilter;
use ApiPlatform\\Metadata\\ApiFilter;
use ApiPlatform\\Metadata\\ApiResource;
use ApiPlatform\\Metadata\\Delete;
use ApiPlatform\\Metadata\\Get;
use ApiPlatform\\Metadata\\GetCollection;
use ApiPlatform\\Metadata\\Patch;
use ApiPlatform\\Metadata\\Post;
use App\\Repository\\AppointmentRepository;
use App\\State\\AppointmentProcessor;
use App\\Validator\\NoGroomerOverlap;
use Doctrine\\Common\\Collections\\ArrayCollection;
use Doctrine\\Common\\Collections\\Collection;
use Doctrine\\ORM\\Mapping as ORM;
use Symfony\\Component\\Serializer\\Attribute\\Groups;
use Symfony\\Component\\Validator\\Constraints as Assert;

/**
 * One dog booked with one groomer at one salon. `blockedUntil` is the end of the
 * treatments plus the buffer the groomer needs before the next dog.
 */
#[ORM\\Entity(repositoryClass: AppointmentRepository::class)]
#[ORM\\Index(name: 'appointment_salon_day_idx', columns: ['salon_id', 'starts_at'])]
#[ApiResource(
    operations: [
        new GetCollection(),
        new Get(),
        new Post(processor: AppointmentProcessor::class),
        new Patch(processor: AppointmentProcessor::class),
        new Delete(),
    ],
    normalizationContext: ['groups' => ['appointment:read']],
    denormalizationContext: ['groups' => ['appointment:write']],
)]
#[ApiFilter(DateFilter::class, properties: ['startsAt'])]
#[ApiFilter(SearchFilter::class, properties: ['salon' => 'exact', 'groomer' => 'exact', 'status' => 'exact'])]
#[NoGroomerOverlap]
class Appointment
{
    public const BUFFER_MINUTES = 15;

    #[ORM\\Id]
    #[ORM\\GeneratedValue]
    #[ORM\\Column]
    #[Groups(['appointment:read'])]
    private ?int $id = null;

    #[ORM\\ManyToOne]
    #[ORM\\JoinColumn(nullable: false)]
    #[Groups(['appointment:read', 'appointment:write'])]
    private ?Salon $salon = null;

    #[ORM\\ManyToOne]
    #[ORM\\JoinColumn(nullable: false)]
    #[Groups(['appointment:read', 'appointment:write'])]
    private ?Groomer $groomer = null;

    #[ORM\\ManyToOne]
    #[ORM\\JoinColumn(nullable: false)]
    #[Groups(['appointment:read', 'appointment:write'])]
    private ?Pet $pet = null;

    /** @var Collection<int, Treatment> */
    #[ORM\\ManyToMany(targetEntity: Treatment::class)]
    #[Assert\\Count(min: 1)]
    #[Groups(['appointment:read', 'appointment:write'])]
    private Collection $treatments;

    #[ORM\\Column]
    #[Assert\\NotNull]
    #[Groups(['appointment:read', 'appointment:write'])]
    private ?\\DateTimeImmutable $startsAt = null;

    #[ORM\\Column]
    #[Groups(['appointment:read'])]
    private ?\\DateTimeImmutable $endsAt = null;

    #[ORM\\Column]
    private ?\\DateTimeImmutable $blockedUntil = null;

    /** Total price in pence, VAT included (never floats). */
    #[ORM\\Column]
    #[Groups(['appointment:read'])]
    private int $pricePence = 0;

    #[ORM\\Column(length: 16)]
    #[Groups(['appointment:read', 'appointment:write'])]
    private string $status = 'booked';

    #[ORM\\Column(type: 'text', nullable: true)]
    #[Groups(['appointment:read', 'appointment:write'])]
    private ?string $notes = null;

    public function __construct()
    {
        $this->treatments = new ArrayCollection();
    }

    /**
     * Sets endsAt, blockedUntil and the price from the treatments; large dogs
     * (over 25 kg) get the long duration of each treatment.
     */
    public function recalculate(): void
    {
        $minutes = 0;
        $price = 0;
        $large = $this->pet?->getWeightKg() > 25;
        foreach ($this->treatments as $t) {
            $minutes += $large ? $t->getLargeDogMinutes() : $t->getMinutes();
            $price += $large ? $t->getLargeDogPricePence() : $t->getPricePence();
        }
        $this->endsAt = $this->startsAt?->modify("+{$minutes} minutes");
        $this->blockedUntil = $this->endsAt?->modify('+'.self::BUFFER_MINUTES.' minutes');
        $this->pricePence = $price;
    }

    public function getId(): ?int
    {
        return $this->id;
    }

    public function getSalon(): ?Salon
    {
        return $this->salon;
    }

    public function getGroomer(): ?Groomer
    {
        return $this->groomer;
    }

    public function getPet(): ?Pet
    {
        return $this->pet;
    }

    /** @return Collection<int, Treatment> */
    public function getTreatments(): Collection
    {
        return $this->treatments;
    }

    public function getStartsAt(): ?\\DateTimeImmutable
    {
        return $this->startsAt;
    }

    public function getEndsAt(): ?\\DateTimeImmutable
    {
        return $this->endsAt;
    }

    public function getBlockedUntil(): ?\\DateTimeImmutable
    {
        return $this->blockedUntil;
    }

    public function getPricePence(): int
    {
        return $this->pricePence;
    }

    public function getStatus(): string
    {
        return $this->status;
    }

    public function getNotes(): ?string
    {
        return $this->notes;
    }
}
"""

PHPUNIT_API_TEST = """<?php

declare(strict_types=1);

namespace App\\Tests\\Api;

use ApiPlatform\\Symfony\\Bundle\\Test\\ApiTestCase;
use App\\Factory\\GroomerFactory;
use App\\Factory\\PetFactory;
use App\\Factory\\TreatmentFactory;
use Zenstruck\\Foundry\\Test\\Factories;
use Zenstruck\\Foundry\\Test\\ResetDatabase;

final class AppointmentTest extends ApiTestCase
{
    use Factories;
    use ResetDatabase;

    public function testBooksAFreeSlot(): void
    {
        $groomer = GroomerFactory::createOne();
        $pet = PetFactory::createOne(['weightKg' => 8]);
        $groom = TreatmentFactory::createOne(['name' => 'Full groom', 'minutes' => 60]);

        static::createClient()->request('POST', '/api/appointments', ['json' => [
            'salon' => '/api/salons/'.$groomer->getSalon()->getId(),
            'groomer' => '/api/groomers/'.$groomer->getId(),
            'pet' => '/api/pets/'.$pet->getId(),
            'treatments' => ['/api/treatments/'.$groom->getId()],
            'startsAt' => '2028-11-18T10:00:00+00:00',
        ]]);

        $this->assertResponseStatusCodeSame(201);
        $this->assertJsonContains(['endsAt' => '2028-11-18T11:00:00+00:00', 'pricePence' => 4200]);
    }

    public function testLargeDogGetsTheLongSlot(): void
    {
        $groomer = GroomerFactory::createOne();
        $pet = PetFactory::createOne(['weightKg' => 32, 'breed' => 'Bernese Mountain Dog']);
        $groom = TreatmentFactory::createOne(['minutes' => 60, 'largeDogMinutes' => 90]);

        static::createClient()->request('POST', '/api/appointments', ['json' => [
            'salon' => '/api/salons/'.$groomer->getSalon()->getId(),
            'groomer' => '/api/groomers/'.$groomer->getId(),
            'pet' => '/api/pets/'.$pet->getId(),
            'treatments' => ['/api/treatments/'.$groom->getId()],
            'startsAt' => '2028-11-18T10:00:00+00:00',
        ]]);

        $this->assertJsonContains(['endsAt' => '2028-11-18T11:30:00+00:00']);
    }

    public function testBookingInsideBufferIsRejected(): void
    {
        $groomer = GroomerFactory::createOne();
        $groom = TreatmentFactory::createOne(['minutes' => 60]);
        $client = static::createClient();
        foreach (['2028-11-18T10:00:00+00:00', '2028-11-18T11:10:00+00:00'] as $i => $start) {
            $client->request('POST', '/api/appointments', ['json' => [
                'salon' => '/api/salons/'.$groomer->getSalon()->getId(),
                'groomer' => '/api/groomers/'.$groomer->getId(),
                'pet' => '/api/pets/'.PetFactory::createOne()->getId(),
                'treatments' => ['/api/treatments/'.$groom->getId()],
                'startsAt' => $start,
            ]]);
        }

        // 11:10 is inside the 15 minute buffer after the 10:00-11:00 dog
        $this->assertResponseStatusCodeSame(422);
    }
}
"""

MESSENGER_DOCTRINE = """framework:
    messenger:
        failure_transport: failed

        transports:
            # Doctrine transport for now: one less service to run (RabbitMQ maybe later)
            async:
                dsn: '%env(MESSENGER_TRANSPORT_DSN)%'
                options:
                    queue_name: async
                retry_strategy:
                    max_retries: 3
                    delay: 1000
                    multiplier: 2
            failed: 'doctrine://default?queue_name=failed'

        routing:
            Symfony\\Component\\Mailer\\Messenger\\SendEmailMessage: async
            Symfony\\Component\\Notifier\\Message\\SmsMessage: async
            App\\Message\\SmsReminder: async

# .env: MESSENGER_TRANSPORT_DSN=doctrine://default?auto_setup=0
"""

SMS_REMINDER_PHP = """<?php

declare(strict_types=1);

namespace App\\Message;

/**
 * Send the reminder text for one appointment. Carries the id only: the handler
 * reloads the appointment, so a cancelled booking gets no text.
 */
final readonly class SmsReminder
{
    public function __construct(
        public int $appointmentId,
    ) {
    }
}
"""

SMS_HANDLER_PHP = """<?php

declare(strict_types=1);

namespace App\\MessageHandler;

use App\\Message\\SmsReminder;
use App\\Repository\\AppointmentRepository;
use Psr\\Log\\LoggerInterface;
use Symfony\\Component\\Messenger\\Attribute\\AsMessageHandler;
use Symfony\\Component\\Notifier\\Message\\SmsMessage;
use Symfony\\Component\\Notifier\\TexterInterface;

#[AsMessageHandler]
final readonly class SmsReminderHandler
{
    public function __construct(
        private AppointmentRepository $appointments,
        private TexterInterface $texter,
        private LoggerInterface $logger,
    ) {
    }

    public function __invoke(SmsReminder $message): void
    {
        $appointment = $this->appointments->find($message->appointmentId);
        if (null === $appointment || 'booked' !== $appointment->getStatus()) {
            return; // cancelled or moved since we scheduled it
        }

        $pet = $appointment->getPet();
        $at = $appointment->getStartsAt()->setTimezone(new \\DateTimeZone('Europe/London'));
        $text = sprintf(
            "Hi %s, a reminder that %s is booked in at Scruff & Suds %s on %s at %s. Reply C to cancel.",
            $pet->getClient()->getFirstName(),
            $pet->getName(),
            $appointment->getSalon()->getName(),
            $at->format('l j F'),
            $at->format('H:i'),
        );

        $this->texter->send(new SmsMessage($pet->getClient()->getPhone(), $text));
        $this->logger->info('reminder sent', ['appointment' => $message->appointmentId]);
    }
}
"""

REMINDER_SCHEDULER_PHP = """<?php

declare(strict_types=1);

namespace App\\Scheduling;

use App\\Entity\\Appointment;
use App\\Message\\SmsReminder;
use Symfony\\Component\\Clock\\ClockInterface;
use Symfony\\Component\\Messenger\\MessageBusInterface;
use Symfony\\Component\\Messenger\\Stamp\\DelayStamp;

/**
 * Queues the reminder text of an appointment: 24 hours before it starts (Gwen),
 * moved into 09:00-20:00 London time so nobody gets a text at night.
 */
final readonly class ReminderScheduler
{
    public const HOURS_BEFORE = 24;

    public function __construct(
        private MessageBusInterface $bus,
        private ClockInterface $clock,
    ) {
    }

    public function sendAt(Appointment $appointment): \\DateTimeImmutable
    {
        $london = new \\DateTimeZone('Europe/London');
        $at = $appointment->getStartsAt()->modify('-'.self::HOURS_BEFORE.' hours')->setTimezone($london);
        if ((int) $at->format('G') < 9) {
            $at = $at->setTime(9, 0);
        } elseif ((int) $at->format('G') >= 20) {
            $at = $at->setTime(19, 30);
        }

        return $at;
    }

    public function schedule(Appointment $appointment): void
    {
        $delayMs = max(0, ($this->sendAt($appointment)->getTimestamp() - $this->clock->now()->getTimestamp()) * 1000);
        $this->bus->dispatch(new SmsReminder((int) $appointment->getId()), [new DelayStamp($delayMs)]);
    }
}
"""

COMPOSE_PG = """services:
###> doctrine/doctrine-bundle ###
  database:
    image: postgres:${POSTGRES_VERSION:-16}-alpine
    environment:
      POSTGRES_DB: ${POSTGRES_DB:-app}
      # You should definitely change the password in production
      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-!ChangeMe!}
      POSTGRES_USER: ${POSTGRES_USER:-app}
    healthcheck:
      test: ["CMD", "pg_isready", "-d", "${POSTGRES_DB:-app}", "-U", "${POSTGRES_USER:-app}"]
      timeout: 5s
      retries: 5
      start_period: 60s
    volumes:
      - database_data:/var/lib/postgresql/data:rw
###< doctrine/doctrine-bundle ###

  mailer:
    image: axllent/mailpit
    ports:
      - "1025:1025"
      - "8025:8025"

volumes:
###> doctrine/doctrine-bundle ###
  database_data:
###< doctrine/doctrine-bundle ###
"""

PEST_FILE = """<?php

declare(strict_types=1);

use ApiPlatform\\Symfony\\Bundle\\Test\\ApiTestCase;
use Symfony\\Bundle\\FrameworkBundle\\Test\\KernelTestCase;
use Zenstruck\\Foundry\\Test\\Factories;
use Zenstruck\\Foundry\\Test\\ResetDatabase;

/*
|--------------------------------------------------------------------------
| Test Case
|--------------------------------------------------------------------------
| Api tests run on API Platform's ApiTestCase (PHPUnit 11 underneath),
| unit tests on the kernel test case. New tests are Pest only: it() style.
*/

pest()->extend(ApiTestCase::class)->use(Factories::class, ResetDatabase::class)->in('Api');
pest()->extend(KernelTestCase::class)->use(Factories::class)->in('Unit');

/*
|--------------------------------------------------------------------------
| Helpers
|--------------------------------------------------------------------------
*/

function iri(object $entity): string
{
    $short = lcfirst((new ReflectionClass($entity))->getShortName());

    return sprintf('/api/%ss/%d', $short, $entity->getId());
}

function book(object $groomer, object $pet, array $treatments, string $start): array
{
    return ['json' => [
        'salon' => iri($groomer->getSalon()),
        'groomer' => iri($groomer),
        'pet' => iri($pet),
        'treatments' => array_map(iri(...), $treatments),
        'startsAt' => $start,
    ]];
}
"""

PEST_APPOINTMENT_TEST = """<?php

declare(strict_types=1);

use App\\Factory\\AppointmentFactory;
use App\\Factory\\GroomerFactory;
use App\\Factory\\PetFactory;
use App\\Factory\\TreatmentFactory;

it('books a free slot and prices it in pence', function () {
    $groomer = GroomerFactory::createOne();
    $groom = TreatmentFactory::createOne(['name' => 'Full groom', 'minutes' => 60, 'pricePence' => 4200]);

    static::createClient()->request('POST', '/api/appointments',
        book($groomer, PetFactory::createOne(['weightKg' => 8]), [$groom], '2028-11-18T10:00:00+00:00'));

    $this->assertResponseStatusCodeSame(201);
    $this->assertJsonContains(['endsAt' => '2028-11-18T11:00:00+00:00', 'pricePence' => 4200]);
});

it('gives a large dog the long slot', function () {
    $groomer = GroomerFactory::createOne();
    $groom = TreatmentFactory::createOne(['minutes' => 60, 'largeDogMinutes' => 90]);

    static::createClient()->request('POST', '/api/appointments',
        book($groomer, PetFactory::createOne(['weightKg' => 32]), [$groom], '2028-11-18T10:00:00+00:00'));

    $this->assertJsonContains(['endsAt' => '2028-11-18T11:30:00+00:00']);
});

it('rejects a booking inside the groomer\\'s buffer', function (string $second) {
    $groomer = GroomerFactory::createOne();
    $groom = TreatmentFactory::createOne(['minutes' => 60]);
    $client = static::createClient();

    $client->request('POST', '/api/appointments',
        book($groomer, PetFactory::createOne(), [$groom], '2028-11-18T10:00:00+00:00'));
    $client->request('POST', '/api/appointments', book($groomer, PetFactory::createOne(), [$groom], $second));

    $this->assertResponseStatusCodeSame(422);
})->with(['2028-11-18T11:10:00+00:00', '2028-11-18T09:30:00+00:00']);

it('rejects two dogs at once even when validation is bypassed', function () {
    // the exclusion constraint (appointment_no_overlap) is the last line of defence
    $groomer = GroomerFactory::createOne();
    $start = new DateTimeImmutable('2028-11-18T10:00:00+00:00');
    AppointmentFactory::createOne(['groomer' => $groomer, 'startsAt' => $start]);

    expect(fn () => AppointmentFactory::createOne(['groomer' => $groomer, 'startsAt' => $start]))
        ->toThrow(Doctrine\\DBAL\\Exception\\DriverException::class, 'appointment_no_overlap');
});
"""

MESSENGER_AMQP = """framework:
    messenger:
        failure_transport: failed

        transports:
            # RabbitMQ (amqp): one exchange, one queue per channel so a slow SMS
            # provider never holds up the emails
            sms:
                dsn: '%env(MESSENGER_TRANSPORT_DSN)%'
                options:
                    exchange:
                        name: kennelbook
                        type: direct
                        default_publish_routing_key: sms
                    queues:
                        sms:
                            binding_keys: [sms]
                retry_strategy:
                    max_retries: 3
                    delay: 1000
                    multiplier: 2
            email:
                dsn: '%env(MESSENGER_TRANSPORT_DSN)%'
                options:
                    exchange:
                        name: kennelbook
                        type: direct
                        default_publish_routing_key: email
                    queues:
                        email:
                            binding_keys: [email]
                retry_strategy:
                    max_retries: 3
                    delay: 5000
                    multiplier: 3
            # failed messages stay in Postgres where we can query them
            failed: 'doctrine://default?queue_name=failed'

        routing:
            Symfony\\Component\\Mailer\\Messenger\\SendEmailMessage: email
            Symfony\\Component\\Notifier\\Message\\SmsMessage: sms
            App\\Message\\SmsReminder: sms

# .env: MESSENGER_TRANSPORT_DSN=amqp://guest:guest@127.0.0.1:5672/%2f/messages
"""

PLATFORM_APP_YAML = """name: app
type: php:8.3

runtime:
    extensions:
        - amqp
        - apcu
        - pdo_pgsql
        - sodium
        - intl

variables:
    php:
        opcache.preload: config/preload.php
        memory_limit: 256M
        date.timezone: Europe/London
    env:
        APP_ENV: prod
        APP_DEBUG: 0

build:
    flavor: none

disk: 1024

web:
    locations:
        "/":
            root: "public"
            expires: 1h
            passthru: "/index.php"

mounts:
    "/var": { source: local, source_path: var }

relationships:
    database: "postgresql:postgresql"
    rabbitmq: "rabbitmq:rabbitmq"

hooks:
    build: |
        set -x -e
        curl -fs https://get.symfony.com/cloud/configurator | bash
        composer install --no-dev --no-interaction --optimize-autoloader
        php bin/console cache:warmup
        php bin/console doctrine:migrations:migrate --no-interaction --allow-no-migration

    deploy: |
        set -x -e
        php bin/console cache:clear
        php bin/console messenger:setup-transports --no-interaction

workers:
    messenger:
        size: S
        disk: 256
        commands:
            start: php bin/console messenger:consume sms email --time-limit=3600 --memory-limit=128M

crons:
    failed-report:
        spec: '30 8 * * *'
        commands:
            start: php bin/console app:failed-report --to=ines@scruffandsuds.co.uk
"""

PLATFORM_SERVICES_YAML = """postgresql:
    type: postgresql:16
    disk: 2048

rabbitmq:
    type: rabbitmq:3.13
    disk: 512
"""

APPOINTMENT_REMINDER_HANDLER_PHP = """<?php

declare(strict_types=1);

namespace App\\MessageHandler;

use App\\Entity\\ReminderLog;
use App\\Message\\AppointmentReminder;
use App\\Notification\\ReminderTextFactory;
use App\\Repository\\AppointmentRepository;
use Doctrine\\ORM\\EntityManagerInterface;
use Psr\\Log\\LoggerInterface;
use Symfony\\Component\\Mailer\\MailerInterface;
use Symfony\\Component\\Messenger\\Attribute\\AsMessageHandler;
use Symfony\\Component\\Notifier\\Message\\SmsMessage;
use Symfony\\Component\\Notifier\\TexterInterface;

#[AsMessageHandler]
final readonly class AppointmentReminderHandler
{
    public function __construct(
        private AppointmentRepository $appointments,
        private ReminderTextFactory $texts,
        private TexterInterface $texter,
        private MailerInterface $mailer,
        private EntityManagerInterface $em,
        private LoggerInterface $logger,
    ) {
    }

    public function __invoke(AppointmentReminder $message): void
    {
        $appointment = $this->appointments->find($message->appointmentId);
        if (null === $appointment || 'booked' !== $appointment->getStatus()) {
            return;
        }

        if ('email' === $message->channel) {
            $this->mailer->send($this->texts->email($appointment));

            return;
        }

        $owner = $appointment->getPet()->getOwner();
        $sent = $this->texter->send(new SmsMessage($owner->getPhone(), $this->texts->sms($appointment)));

        // delivery tracking (Gwen, 24 Nov): keep Twilio's id so the status callback can find the row
        $log = new ReminderLog($appointment, 'sms', $sent?->getMessageId());
        $this->em->persist($log);
        $this->em->flush();

        $this->logger->info('reminder sent', ['appointment' => $message->appointmentId, 'sid' => $sent?->getMessageId()]);
    }
}
"""
