"""The eleven sessions of the kennelbook history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad64_files import (APPOINTMENT_PHP, APPOINTMENT_REMINDER_HANDLER_PHP, CLIENT_PHP, COMPOSE_MYSQL, COMPOSE_PG,
                        COMPOSER_JSON, MESSENGER_AMQP, MESSENGER_DOCTRINE, PEST_APPOINTMENT_TEST, PEST_FILE,
                        PHPUNIT_API_TEST, PLATFORM_APP_YAML, PLATFORM_SERVICES_YAML, REMINDER_SCHEDULER_PHP,
                        SMS_HANDLER_PHP, SMS_REMINDER_PHP)

PLATFORM_GIT = "q7vd3hxkm2ype@git.uk-1.platform.sh:q7vd3hxkm2ype.git"


def phpunit_ok(tests, assertions, secs="00:01.512"):
    return (f"PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.13\n"
            f"Configuration: /home/ines/src/kennelbook/phpunit.xml.dist\n\n{'.' * tests}"
            f"{' ' * (66 - tests)}{tests} / {tests} (100%)\n\nTime: {secs}, Memory: 52.00 MB\n\n"
            f"OK ({tests} tests, {assertions} assertions)")


def pest_ok(tests, assertions, secs, extra="", who="Owner"):
    return ("\n   PASS  Tests\\Api\\AppointmentTest\n  ✓ it books a free slot and prices it in pence          0.31s\n"
            "  ✓ it gives a large dog the long slot                    0.08s\n"
            "  ✓ it rejects a booking inside the groomer's buffer with ('2028-11-18T11:10:00+00:00')   0.09s\n"
            "  ✓ it rejects a booking inside the groomer's buffer with ('2028-11-18T09:30:00+00:00')   0.08s\n"
            "  ✓ it rejects two dogs at once even when validation is bypassed      0.06s\n\n"
            f"   PASS  Tests\\Api\\{who}Test\n  ✓ it finds an {who.lower()} by the last four digits of the phone   0.11s\n"
            "  ✓ it stores phone numbers in E.164                      0.05s\n"
            f"{extra}\n  Tests:    {tests} passed ({assertions} assertions)\n  Duration: {secs}\n")


# ---------------------------------------------------------------------------------------------- s1: skeleton
def s1(s):
    s.start()
    s.prompt("goal", "New project: kennelbook. The customer is Gwen Holloway, who owns Scruff & Suds, three "
             "dog-grooming salons (Bristol on Gloucester Road, Bath on Walcot Street, Cheltenham in Montpellier). "
             "The front desks run on a paper diary plus an ancient desktop tool called GroomDesk; they want a booking "
             "API that the front-desk tablet app talks to (online booking for owners comes later). Stack: PHP 8.3, "
             "Symfony 7.1, API Platform 4, Doctrine ORM on MySQL 8: GroomDesk exports MySQL dumps and Gwen's nephew "
             "Rhys, who will look after the server side later, only knows MySQL. PHPUnit and PHPStan, hosting on "
             "Platform.sh. Start with the skeleton and the Salon, Client and Pet resources.")
    s.bash(None, "ls -la", "total 8\ndrwxr-xr-x  2 ines ines 4096 Nov  6 09:11 .\ndrwxr-xr-x 14 ines ines 4096 "
           "Nov  6 09:11 ..")
    s.prompt("rules", "House rules for this repo, please stick to them: (1) add packages only with `composer require "
             "vendor/package:^x.y` with an explicit constraint, never a bare `composer update`, and composer.lock is "
             "committed. (2) No hand-written CRUD controllers: everything is an API Platform resource, custom logic "
             "goes into state processors and providers. (3) Money is integer pence, VAT included, never floats. "
             "(4) PHPStan (level 6 for now) and the tests must be green before every commit. (5) Conventional Commits "
             "(feat:, fix:, chore:, test:, docs:).")
    s.bash("create", "composer create-project symfony/skeleton:\"7.1.*\" . && git init -b main",
           "Creating a \"symfony/skeleton:7.1.*\" project at \"./\"\nInstalling symfony/skeleton (v7.1.99)\n"
           "  - Installing symfony/skeleton (v7.1.99): Extracting archive\nCreated project in /home/ines/src/kennelbook/.\n"
           "Loading composer repositories with package information\nUpdating dependencies\nLock file operations: "
           "26 installs, 0 updates, 0 removals\n  - Locking symfony/console (v7.1.7)\n  - Locking symfony/flex (v2.4.7)\n"
           "  - Locking symfony/framework-bundle (v7.1.6)\n  ...\nGenerating optimized autoload files\nSymfony operations: "
           "4 recipes (f3c2b1e6a0d6e9f0f1c4b3a2d5e6f7a8)\n  - Configuring symfony/flex (>=2.4): From github.com/symfony/"
           "recipes:main\n  - Configuring symfony/framework-bundle (>=7.1): From github.com/symfony/recipes:main\n"
           "  - Configuring symfony/console (>=5.3): From github.com/symfony/recipes:main\n  - Configuring symfony/routing "
           "(>=7.0): From github.com/symfony/recipes:main\n\n What's next?\n\n  * Run your application:\n    1. Go to the "
           "project directory\n    2. Create your code repository with the git init command\n\nInitialized empty Git "
           "repository in /home/ines/src/kennelbook/.git/")
    s.bash("require", "composer require api-platform/core:^4.0.8 symfony/orm-pack:^2.4 symfony/validator:7.1.* "
           "symfony/serializer:7.1.* nelmio/cors-bundle:^2.5",
           "./composer.json has been updated\nRunning composer update api-platform/core symfony/orm-pack symfony/validator "
           "symfony/serializer nelmio/cors-bundle\nLoading composer repositories with package information\nUpdating "
           "dependencies\nLock file operations: 41 installs, 0 updates, 0 removals\n  - Locking api-platform/core "
           "(v4.0.8)\n  - Locking doctrine/dbal (4.2.1)\n  - Locking doctrine/doctrine-bundle (2.13.1)\n  - Locking "
           "doctrine/doctrine-migrations-bundle (3.3.1)\n  - Locking doctrine/orm (3.3.0)\n  ...\nSymfony operations: "
           "6 recipes\n  - Configuring doctrine/doctrine-bundle (>=2.13): From github.com/symfony/recipes:main\n"
           "  - Configuring api-platform/symfony (>=4.0): From github.com/symfony/recipes:main\n  ...\n  * Modify your "
           "DATABASE_URL config in .env\n  * Configure the driver (postgresql) and server_version (16) in "
           "config/packages/doctrine.yaml")
    s.bash("requiredev", "composer require --dev phpunit/phpunit:^11.4 symfony/browser-kit:7.1.* symfony/http-client:7.1.* "
           "phpstan/phpstan:^1.12 phpstan/phpstan-symfony:^1.4 phpstan/phpstan-doctrine:^1.5 "
           "phpstan/extension-installer:^1.4 zenstruck/foundry:^2.2 symfony/maker-bundle:^1.61",
           "./composer.json has been updated\nLock file operations: 29 installs, 0 updates, 0 removals\n  - Locking "
           "phpstan/phpstan (1.12.10)\n  - Locking phpunit/phpunit (11.4.3)\n  - Locking zenstruck/foundry (v2.2.1)\n  ...\n"
           "phpstan/extension-installer: Extensions installed\n> phpstan/phpstan-doctrine: installed\n> phpstan/phpstan-"
           "symfony: installed\nSymfony operations: 3 recipes\n  - Configuring phpunit/phpunit (>=10.0): From "
           "github.com/symfony/recipes:main\n  - Configuring zenstruck/foundry (>=2.0): From github.com/symfony/"
           "recipes:main")
    s.read(None, "composer.json", COMPOSER_JSON)
    s.write("compose1", "compose.yaml", COMPOSE_MYSQL)
    s.edit("dburl1", ".env", 'DATABASE_URL="postgresql://app:!ChangeMe!@127.0.0.1:5432/app?serverVersion=16&charset=utf8"',
           'DATABASE_URL="mysql://app:!ChangeMe!@127.0.0.1:3307/kennelbook?serverVersion=8.0.40&charset=utf8mb4"')
    s.write("salon", "src/Entity/Salon.php",
            "<?php\n\ndeclare(strict_types=1);\n\nnamespace App\\Entity;\n\nuse ApiPlatform\\Metadata\\ApiResource;\n"
            "use ApiPlatform\\Metadata\\Get;\nuse ApiPlatform\\Metadata\\GetCollection;\nuse Doctrine\\ORM\\Mapping as ORM;\n\n"
            "/** One of the Scruff & Suds salons (Bristol, Bath, Cheltenham). Read-only over the API. */\n"
            "#[ORM\\Entity]\n#[ApiResource(operations: [new GetCollection(), new Get()])]\nclass Salon\n{\n"
            "    #[ORM\\Id]\n    #[ORM\\GeneratedValue]\n    #[ORM\\Column]\n    private ?int $id = null;\n\n"
            "    public function __construct(\n        #[ORM\\Column(length: 60)]\n        private string $name,\n"
            "        #[ORM\\Column(length: 160)]\n        private string $address,\n        #[ORM\\Column(length: 20)]\n"
            "        private string $phone,\n        #[ORM\\Column(length: 40)]\n        private string $timezone = "
            "'Europe/London',\n    ) {\n    }\n\n    public function getId(): ?int\n    {\n        return $this->id;\n"
            "    }\n\n    public function getName(): string\n    {\n        return $this->name;\n    }\n\n"
            "    public function getAddress(): string\n    {\n        return $this->address;\n    }\n}\n")
    s.write("client", "src/Entity/Client.php", CLIENT_PHP)
    s.write("pet", "src/Entity/Pet.php",
            "<?php\n\ndeclare(strict_types=1);\n\nnamespace App\\Entity;\n\nuse ApiPlatform\\Metadata\\ApiResource;\n"
            "use Doctrine\\ORM\\Mapping as ORM;\nuse Symfony\\Component\\Serializer\\Attribute\\Groups;\n"
            "use Symfony\\Component\\Validator\\Constraints as Assert;\n\n#[ORM\\Entity]\n"
            "#[ApiResource(normalizationContext: ['groups' => ['pet:read']], denormalizationContext: ['groups' => "
            "['pet:write']])]\nclass Pet\n{\n    #[ORM\\Id]\n    #[ORM\\GeneratedValue]\n    #[ORM\\Column]\n"
            "    #[Groups(['pet:read'])]\n    private ?int $id = null;\n\n    #[ORM\\Column(length: 60)]\n"
            "    #[Assert\\NotBlank]\n    #[Groups(['pet:read', 'pet:write', 'client:read'])]\n    private string $name = '';\n\n"
            "    #[ORM\\Column(length: 80)]\n    #[Groups(['pet:read', 'pet:write'])]\n    private string $breed = '';\n\n"
            "    /** Decides the slot length: over 25 kg is a large dog. */\n    #[ORM\\Column]\n    #[Assert\\Range(min: 1, "
            "max: 100)]\n    #[Groups(['pet:read', 'pet:write'])]\n    private int $weightKg = 10;\n\n"
            "    /** e.g. \"nervous of the dryer\", \"muzzle for nails\" */\n    #[ORM\\Column(type: 'text', nullable: true)]\n"
            "    #[Groups(['pet:read', 'pet:write'])]\n    private ?string $temperament = null;\n\n    #[ORM\\ManyToOne("
            "inversedBy: 'pets')]\n    #[ORM\\JoinColumn(nullable: false)]\n    #[Groups(['pet:read', 'pet:write'])]\n"
            "    private ?Client $client = null;\n\n    public function getWeightKg(): int\n    {\n        return "
            "$this->weightKg;\n    }\n\n    public function getClient(): ?Client\n    {\n        return $this->client;\n"
            "    }\n}\n")
    s.bash("migrate1", "docker compose up -d && php bin/console make:migration && php bin/console "
           "doctrine:migrations:migrate -n",
           "[+] Running 3/3\n ✔ Network kennelbook_default       Created\n ✔ Container kennelbook-database-1  Healthy\n"
           " ✔ Container kennelbook-mailer-1    Started\n\n Success! \n\n Next: Review the new migration "
           "\"migrations/Version20281106101215.php\"\n\n[notice] Migrating up to DoctrineMigrations\\Version20281106101215\n"
           "[notice] finished in 212.4ms, used 22M memory, 1 migrations executed, 7 sql queries")
    s.bash("commit1", "vendor/bin/phpstan analyse -q --level=6 src tests && git add -A && git commit -m 'feat: symfony 7.1 skeleton with api platform, salon/client/pet "
           "resources on mysql'", "[main (root-commit) 3f1a9c2] feat: symfony 7.1 skeleton with api platform, "
           "salon/client/pet resources on mysql\n 48 files changed, 6112 insertions(+)")
    s.stop()
    s.end()


# ------------------------------------------------------------------------------- s2: appointments, phone search
def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("appts", "Appointments today, plus groomers and treatments. Gwen's rules for the diary: every groomer "
             "needs 15 minutes between two dogs (drying, cleaning the table), and dogs over 25 kg get the long "
             "duration of a treatment. Her price list, VAT included: full groom £42 (£65 for a large dog, 60 / 90 "
             "minutes), bath & brush £30 (£45, 45 / 60 minutes), nail clip £10 (15 minutes), puppy intro £25 (30 "
             "minutes). A booking that overlaps another one of the same groomer is rejected with a 422.")
    s.write("pricelist", "src/DataFixtures/TreatmentFixtures.php",
            "<?php\n\ndeclare(strict_types=1);\n\nnamespace App\\DataFixtures;\n\nuse App\\Entity\\Treatment;\n"
            "use Doctrine\\Bundle\\FixturesBundle\\Fixture;\nuse Doctrine\\Persistence\\ObjectManager;\n\n"
            "/** Gwen's price list of 8 November 2028, in pence with VAT. */\nfinal class TreatmentFixtures extends Fixture\n{\n"
            "    private const LIST = [\n        // name,          min, large min, pence, large pence\n"
            "        ['Full groom',     60, 90, 4200, 6500],\n        ['Bath & brush',   45, 60, 3000, 4500],\n"
            "        ['Nail clip',      15, 15, 1000, 1000],\n        ['Puppy intro',    30, 30, 2500, 2500],\n    ];\n\n"
            "    public function load(ObjectManager $manager): void\n    {\n        foreach (self::LIST as [$name, $min, "
            "$largeMin, $pence, $largePence]) {\n            $manager->persist(new Treatment($name, $min, $largeMin, $pence, "
            "$largePence));\n        }\n        $manager->flush();\n    }\n}\n")
    s.write("appointment", "src/Entity/Appointment.php", APPOINTMENT_PHP)
    s.write("overlapval", "src/Validator/NoGroomerOverlapValidator.php",
            "<?php\n\ndeclare(strict_types=1);\n\nnamespace App\\Validator;\n\nuse App\\Entity\\Appointment;\n"
            "use App\\Repository\\AppointmentRepository;\nuse Symfony\\Component\\Validator\\Constraint;\n"
            "use Symfony\\Component\\Validator\\ConstraintValidator;\n\nfinal class NoGroomerOverlapValidator extends "
            "ConstraintValidator\n{\n    public function __construct(private readonly AppointmentRepository $appointments)\n"
            "    {\n    }\n\n    public function validate(mixed $value, Constraint $constraint): void\n    {\n"
            "        \\assert($value instanceof Appointment && $constraint instanceof NoGroomerOverlap);\n"
            "        $value->recalculate();\n        $clash = $this->appointments->findOverlapping(\n"
            "            $value->getGroomer(), $value->getStartsAt(), $value->getEndsAt(), $value->getId(),\n        );\n"
            "        if (null !== $clash) {\n            $this->context->buildViolation($constraint->message)\n"
            "                ->setParameter('{{ time }}', $clash->getStartsAt()->format('H:i'))\n"
            "                ->atPath('startsAt')->addViolation();\n        }\n    }\n}\n")
    s.write("apitest1", "tests/Api/AppointmentTest.php", PHPUNIT_API_TEST)
    s.bash("bufferfail", "bin/phpunit",
           "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.13\nConfiguration: "
           "/home/ines/src/kennelbook/phpunit.xml.dist\n\n..F                                                  3 / 3 "
           "(100%)\n\nTime: 00:01.384, Memory: 50.00 MB\n\nThere was 1 failure:\n\n1) App\\Tests\\Api\\AppointmentTest::"
           "testBookingInsideBufferIsRejected\nFailed asserting that the Response status code is 422.\nHTTP/1.1 201 "
           "Created\nCache-Control:          no-cache, private\nContent-Location:       /api/appointments/2\n"
           "Content-Type:           application/ld+json; charset=utf-8\n\n/home/ines/src/kennelbook/vendor/symfony/"
           "framework-bundle/Test/BrowserKitAssertionsTrait.php:34\n/home/ines/src/kennelbook/tests/Api/"
           "AppointmentTest.php:68\n\nFAILURES!\nTests: 3, Assertions: 6, Failures: 1.", code=1)
    s.prompt("bufferwhy", "The validator passes the plain start and end into findOverlapping, so the 15 minutes after "
             "the 10:00-11:00 dog are free to book. It has to compare against blockedUntil (end + buffer) of the "
             "existing bookings and of the new one.")
    s.edit("bufferfix", "src/Validator/NoGroomerOverlapValidator.php",
           "            $value->getGroomer(), $value->getStartsAt(), $value->getEndsAt(), $value->getId(),",
           "            // compare blocked intervals: the 15 minute buffer after each dog counts as busy\n"
           "            $value->getGroomer(), $value->getStartsAt(), $value->getBlockedUntil(), $value->getId(),")
    s.bash("phpunitok", "bin/phpunit", phpunit_ok(3, 7, "00:01.401"))
    s.prompt("phonesearch", "Request from Dev Patel (front desk lead in Bristol): when someone rings, they ask \"what "
             "are the last four digits of your number?\" and look them up, so he wants to find an owner by the end "
             "of the phone number. Numbers are typed in all sorts of formats, so compare digits only.")
    s.write("phonefilter", "src/Filter/PhoneSuffixFilter.php",
            "<?php\n\ndeclare(strict_types=1);\n\nnamespace App\\Filter;\n\nuse ApiPlatform\\Doctrine\\Orm\\Filter\\"
            "AbstractFilter;\nuse ApiPlatform\\Doctrine\\Orm\\Util\\QueryNameGeneratorInterface;\nuse ApiPlatform\\"
            "Metadata\\Operation;\nuse Doctrine\\ORM\\QueryBuilder;\n\n/** ?phoneEndsWith=0317: matches the last digits "
            "of the phone number, whatever its formatting. */\nfinal class PhoneSuffixFilter extends AbstractFilter\n{\n"
            "    protected function filterProperty(string $property, mixed $value, QueryBuilder $qb, "
            "QueryNameGeneratorInterface $names, string $resourceClass, ?Operation $operation = null, array $context = "
            "[]): void\n    {\n        if ('phoneEndsWith' !== $property || !preg_match('/^\\d{3,6}$/', (string) $value)) "
            "{\n            return;\n        }\n        $p = $names->generateParameterName('suffix');\n"
            "        $qb->andWhere(sprintf('%s.phoneDigits LIKE :%s', $qb->getRootAliases()[0], $p))\n"
            "            ->setParameter($p, '%'.$value);\n    }\n\n    public function getDescription(string "
            "$resourceClass): array\n    {\n        return ['phoneEndsWith' => ['property' => 'phone', 'type' => 'string', "
            "'required' => false]];\n    }\n}\n")
    s.bash("phpstanfail", "vendor/bin/phpstan analyse",
           " 14/14 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%\n\n ------ "
           "-------------------------------------------------------------------------------------------\n  Line   "
           "src/Filter/PhoneSuffixFilter.php\n ------ ------------------------------------------------------------------"
           "-------------------------\n  29     Method App\\Filter\\PhoneSuffixFilter::getDescription() return type has no "
           "value type specified in iterable type array.\n         🪪  missingType.iterableValue\n ------ -------------"
           "------------------------------------------------------------------------------\n\n ------ ------------------"
           "-------------------------------------------------------------------------\n  Line   src/Repository/"
           "AppointmentRepository.php\n ------ ---------------------------------------------------------------------"
           "----------------------\n  21     Method App\\Repository\\AppointmentRepository::findOverlapping() has "
           "parameter $excludeId with no type specified.\n         🪪  missingType.parameter\n ------ ---------------"
           "----------------------------------------------------------------------------\n\n [ERROR] Found 2 errors",
           code=1)
    s.edit("phpstanfix", "src/Filter/PhoneSuffixFilter.php", "    public function getDescription(string $resourceClass): "
           "array", "    /** @return array<string, array{property: string, type: string, required: bool}> */\n"
           "    public function getDescription(string $resourceClass): array")
    s.remember("memstack", "kennelbook (Scruff & Suds booking API, owner Gwen Holloway): PHP 8.3, Symfony 7.1, API "
               "Platform 4.0, Doctrine ORM 3.3 on MySQL 8.0 (compose, host port 3307), PHPUnit 11 with ApiTestCase and "
               "Foundry, PHPStan 1.12 at level 6. Appointments block the groomer for the treatments plus a 15 minute "
               "buffer; dogs over 25 kg get the long durations; prices in pence incl. VAT (full groom 4200 / 6500).",
               "kennelbook stack and booking rules", "fact")
    s.bash("commit2", "vendor/bin/phpstan analyse -q && bin/phpunit -q && git add -A && git commit -m 'feat: "
           "appointments with groomer buffer, treatments price list, phone suffix search'",
           "[main 8b27d40] feat: appointments with groomer buffer, treatments price list, phone suffix search\n 17 files "
           "changed, 702 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


# ----------------------------------------------------------------------------------- s3: reminders over Messenger
def s3(s):
    s.start()
    s.prompt("reminders", "Reminders. Gwen wants a text 24 hours before every appointment, through her existing Twilio "
             "account, with the alphanumeric sender ID ScruffSuds, and a booking confirmation email from "
             "bookings@scruffandsuds.co.uk (Postmark). Both go through Symfony Messenger. Use the Doctrine transport "
             "for now (doctrine://default): it's one less service to run locally and on Platform.sh, we can still "
             "move to a broker later.")
    s.bash("msgrequire", "composer require symfony/messenger:7.1.* symfony/doctrine-messenger:7.1.* "
           "symfony/notifier:7.1.* symfony/twilio-notifier:7.1.* symfony/mailer:7.1.* symfony/postmark-mailer:7.1.* "
           "symfony/clock:7.1.*",
           "./composer.json has been updated\nLock file operations: 9 installs, 0 updates, 0 removals\n  - Locking "
           "symfony/messenger (v7.1.6)\n  - Locking symfony/twilio-notifier (v7.1.6)\n  - Locking symfony/postmark-mailer "
           "(v7.1.6)\n  ...\nSymfony operations: 5 recipes\n  - Configuring symfony/messenger (>=6.0): From "
           "github.com/symfony/recipes:main\n  - Configuring symfony/notifier (>=5.0): From github.com/symfony/recipes:main\n"
           "  - Configuring symfony/twilio-notifier (>=5.0): From github.com/symfony/recipes:main\n  ...\n"
           "  * Add TWILIO_DSN to .env.local: twilio://SID:TOKEN@default?from=FROM")
    s.tool_failure(None, "Read", {"file_path": "/home/ines/src/kennelbook/config/packages/twilio.yaml"},
                   "File does not exist. Current working directory: /home/ines/src/kennelbook")
    s.read("notifier", "config/packages/notifier.yaml",
           "framework:\n    notifier:\n        texter_transports:\n            twilio: '%env(TWILIO_DSN)%'\n"
           "        channel_policy:\n            urgent: ['sms']\n            high: ['email']\n            medium: "
           "['email']\n            low: ['email']\n        admin_recipients:\n            - { email: "
           "ines@scruffandsuds.co.uk }\n")
    s.write("messenger1", "config/packages/messenger.yaml", MESSENGER_DOCTRINE)
    s.write("smsmsg", "src/Message/SmsReminder.php", SMS_REMINDER_PHP)
    s.write("smshandler", "src/MessageHandler/SmsReminderHandler.php", SMS_HANDLER_PHP)
    s.prompt("quiethours", "One more from Gwen: nobody gets a text before 9 in the morning or after 8 in the evening. If "
             "the 24 hours land outside that, move the text into the window.")
    s.write("scheduler1", "src/Scheduling/ReminderScheduler.php", REMINDER_SCHEDULER_PHP)
    s.bash("twiliofail", "php bin/console messenger:consume async --limit=3 -vv",
           "\n [OK] Consuming messages from transport \"async\".\n\n 13:58:04 INFO      [messenger] Received message "
           "App\\Message\\SmsReminder [\"class\" => \"App\\Message\\SmsReminder\"]\n 13:58:05 WARNING   [messenger] Error "
           "thrown while handling message App\\Message\\SmsReminder. Sending for retry #1 using 1000 ms delay. Error: "
           "\"Unable to send the SMS: The 'To' number 07700 900317 is not a valid phone number. (code 21211).\"\n"
           " 13:58:06 WARNING   [messenger] Error thrown while handling message App\\Message\\SmsReminder. Sending for "
           "retry #2 using 2000 ms delay. Error: \"Unable to send the SMS: The 'To' number 07700 900317 is not a valid "
           "phone number. (code 21211).\"", code=1)
    s.prompt("e164why", "Twilio wants E.164 (+447700900317) and we store whatever the front desk typed, \"07700 900317\". "
             "Normalise on write with libphonenumber, default region GB, and reject numbers it can't parse with a 422. "
             "Keep the digits-only column for Dev's search.")
    s.edit("e164fix", "src/Entity/Client.php", "    public function setPhone(string $phone): static\n    {\n"
           "        $this->phone = $phone;",
           "    public function setPhone(string $phone): static\n    {\n        // E.164 for Twilio (+447700900317); "
           "throws NumberParseException -> 422 on garbage\n        $util = PhoneNumberUtil::getInstance();\n"
           "        $this->phone = $util->format($util->parse($phone, 'GB'), PhoneNumberFormat::E164);\n"
           "        $this->phoneDigits = preg_replace('/\\D/', '', $phone);")
    s.bash("consumeok", "composer require giggsey/libphonenumber-for-php:^8.13 -q && php bin/console app:backfill-e164 && php bin/console messenger:consume async --limit=1 -vv",
           "normalised 3 of 3 phone numbers\n\n [OK] Consuming messages from transport \"async\".\n\n 14:21:40 INFO      "
           "[messenger] Received message App\\Message\\SmsReminder\n 14:21:41 INFO      [app] reminder sent "
           "[\"appointment\" => 2]\n 14:21:41 INFO      [messenger] App\\Message\\SmsReminder was handled successfully "
           "(acknowledging to transport).\n 14:21:41 INFO      [messenger] Stopping worker.")
    s.lesson("lesson1", "Twilio error 21211 (\"The 'To' number ... is not a valid phone number\") on UK numbers usually "
             "means the number is in national format (07700 900317): normalise to E.164 with libphonenumber (region GB) "
             "when it is saved, not when the text is sent.",
             "kennelbook: first reminder texts through the Messenger worker were retried with Twilio 21211")
    s.bash("commit3", "git add -A && git commit -m 'feat: sms reminders 24h before via messenger (doctrine transport) "
           "and twilio; e164 phones'", "[main 51c6e0b] feat: sms reminders 24h before via messenger (doctrine "
           "transport) and twilio; e164 phones\n 14 files changed, 388 insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


# ------------------------------------------------------------------------------------ s4: MySQL -> PostgreSQL
def s4(s):
    s.start()
    s.prompt("postgres", "Change of plan on the database: we move to PostgreSQL 16 before anything is live. Friday's "
             "test with both front desks showed the validator isn't enough: Dev and Kasia booked the same groomer at "
             "10:00 within a second and both got a 201 (check-then-insert race). I want the database itself to refuse "
             "overlaps, with an exclusion constraint on (groomer, time range), and MySQL has nothing like that. "
             "Platform.sh runs Postgres 16 just as well, and Rhys says he'll cope. Nothing is in production, so no data "
             "migration: new migrations from scratch.")
    s.pre_tool("prerm", "Bash", {"command": "git rm -q migrations/Version20281106101215.php "
                                            "migrations/Version20281108113402.php migrations/Version20281110140517.php",
                                 "description": "Delete the MySQL migrations before regenerating for PostgreSQL"})
    s.bash(None, "git rm -q migrations/Version20281106101215.php migrations/Version20281108113402.php "
           "migrations/Version20281110140517.php && ls migrations", ".gitignore")
    s.write("compose2", "compose.yaml", COMPOSE_PG)
    s.edit("dburl2", ".env", 'DATABASE_URL="mysql://app:!ChangeMe!@127.0.0.1:3307/kennelbook?serverVersion=8.0.40&'
           'charset=utf8mb4"', 'DATABASE_URL="postgresql://app:!ChangeMe!@127.0.0.1:5432/app?serverVersion=16&'
           'charset=utf8"')
    s.bash("connfail1", "docker compose up -d --remove-orphans && php bin/console doctrine:database:create "
           "--if-not-exists",
           "[+] Running 3/3\n ✔ Container kennelbook-database-1  Started\n ✔ Container kennelbook-mailer-1    Running\n\n"
           "In ExceptionConverter.php line 91:\n\n  An exception occurred in the driver: SQLSTATE[08006] [7] connection "
           "to server at \"127.0.0.1\", port 5432 failed: Connection refused\n  \tIs the server running on that host and "
           "accepting TCP/IP connections?\n\n\nIn Exception.php line 24:\n\n  SQLSTATE[08006] [7] connection to server "
           "at \"127.0.0.1\", port 5432 failed: Connection refused\n  \tIs the server running on that host and accepting "
           "TCP/IP connections?\n\n\nIn Driver.php line 33:\n\n  SQLSTATE[08006] [7] connection to server at "
           "\"127.0.0.1\", port 5432 failed: Connection refused\n\n\ndoctrine:database:create [-c|--connection "
           "CONNECTION] [--if-not-exists]", code=1)
    s.bash("composeps", "docker compose ps",
           "NAME                     IMAGE                STATUS                    PORTS\n"
           "kennelbook-database-1    postgres:16-alpine   Up 41 seconds (healthy)   0.0.0.0:55012->5432/tcp\n"
           "kennelbook-mailer-1      axllent/mailpit      Up 6 days                 0.0.0.0:1025->1025/tcp, "
           "0.0.0.0:8025->8025/tcp")
    s.read("override", "compose.override.yaml",
           "services:\n###> doctrine/doctrine-bundle ###\n  database:\n    ports:\n      - \"5432\"\n"
           "###< doctrine/doctrine-bundle ###\n\n###> symfony/mailer ###\n  mailer:\n    image: axllent/mailpit\n"
           "    ports:\n      - \"1025\"\n      - \"8025\"\n###< symfony/mailer ###\n")
    s.prompt("connwhy1", "Got it: the recipe's compose.override.yaml publishes just \"5432\", without a host side, so "
             "Docker picks a random host port (55012 right now). The symfony CLI would inject the real port, but plain "
             "bin/console reads DATABASE_URL from .env and nothing listens on 5432. Pin it to 5433:5432 (my Postgres.app "
             "lives on 5432) and point .env.local at 5433.")
    s.edit("portfix", "compose.override.yaml", "  database:\n    ports:\n      - \"5432\"",
           "  database:\n    ports:\n      # fixed host port: bin/console reads .env.local, not the symfony CLI\n"
           "      - \"5433:5432\"")
    s.lesson("lesson2", "Symfony's doctrine recipe publishes the database as ports: [\"5432\"] (random host port). "
             "Without the symfony CLI, bin/console uses .env and gets 'connection to server at \"127.0.0.1\", port 5432 "
             "failed: Connection refused'. Pin the host port in compose.override.yaml and set it in .env.local.",
             "kennelbook: local PostgreSQL in Docker after the switch from MySQL")
    s.bash("migrate2", "php bin/console doctrine:database:create --if-not-exists && php bin/console make:migration && "
           "php bin/console doctrine:migrations:migrate -n",
           "Database \"app\" for connection named default already exists. Skipped.\n\n Success! \n\n Next: Review the new "
           "migration \"migrations/Version20281114094410.php\"\n\n[notice] Migrating up to "
           "DoctrineMigrations\\Version20281114094410\n[notice] finished in 188.2ms, used 24M memory, 1 migrations "
           "executed, 21 sql queries")
    s.write("exclmig", "migrations/Version20281114101544.php",
            "<?php\n\ndeclare(strict_types=1);\n\nnamespace DoctrineMigrations;\n\nuse Doctrine\\DBAL\\Schema\\Schema;\n"
            "use Doctrine\\Migrations\\AbstractMigration;\n\nfinal class Version20281114101544 extends AbstractMigration\n"
            "{\n    public function getDescription(): string\n    {\n        return 'appointment_no_overlap: one groomer, "
            "one dog at a time (including the buffer)';\n    }\n\n    public function up(Schema $schema): void\n    {\n"
            "        $this->addSql(<<<'SQL'\n            ALTER TABLE appointment ADD CONSTRAINT appointment_no_overlap\n"
            "            EXCLUDE USING gist (groomer_id WITH =, tstzrange(starts_at, blocked_until, '[)') WITH &&)\n"
            "            WHERE (status <> 'cancelled')\n            SQL);\n    }\n\n    public function down(Schema "
            "$schema): void\n    {\n        $this->addSql('ALTER TABLE appointment DROP CONSTRAINT "
            "appointment_no_overlap');\n    }\n}\n")
    s.bash("gistfail", "php bin/console doctrine:migrations:migrate -n",
           "[notice] Migrating up to DoctrineMigrations\\Version20281114101544\n[error] Migration DoctrineMigrations\\"
           "Version20281114101544 failed during Execution. Error: \"An exception occurred while executing a query: "
           "SQLSTATE[42704]: Undefined object: 7 ERROR:  data type integer has no default operator class for access "
           "method \"gist\"\nHINT:  You must specify an operator class for the index or define a default operator class "
           "for the data type.\"\n\nIn ExceptionConverter.php line 87:\n\n  An exception occurred while executing a query: "
           "SQLSTATE[42704]: Undefined object: 7 ERROR:  data type integer has no default operator class for access "
           "method \"gist\"", code=1)
    s.edit("gistfix", "migrations/Version20281114101544.php", "        $this->addSql(<<<'SQL'\n            ALTER TABLE",
           "        // plain integers (groomer_id WITH =) need btree_gist to live in a gist index\n"
           "        $this->addSql('CREATE EXTENSION IF NOT EXISTS btree_gist');\n        $this->addSql(<<<'SQL'\n"
           "            ALTER TABLE")
    s.bash("migrate3", "php bin/console doctrine:migrations:migrate -n && bin/phpunit",
           "[notice] Migrating up to DoctrineMigrations\\Version20281114101544\n[notice] finished in 96.1ms, used 24M "
           "memory, 1 migrations executed, 2 sql queries\n" + phpunit_ok(8, 19, "00:01.733"))
    s.prompt("migrationrule", "Another rule from now on: schema changes only through migrations, generated with "
             "make:migration (or doctrine:migrations:diff), read before committing, hand-edited when Doctrine can't "
             "express it (like the constraint). Never doctrine:schema:update --force, not even locally.")
    s.bash("commit4", "vendor/bin/phpstan analyse -q && git add -A && git commit -m 'feat!: postgresql 16 instead of "
           "mysql; exclusion constraint against double-booked groomers'",
           "[main c4d81f7] feat!: postgresql 16 instead of mysql; exclusion constraint against double-booked groomers\n"
           " 11 files changed, 141 insertions(+), 203 deletions(-)\n delete mode 100644 migrations/Version20281106101215.php\n"
           " delete mode 100644 migrations/Version20281108113402.php\n delete mode 100644 "
           "migrations/Version20281110140517.php\n create mode 100644 compose.override.yaml")
    s.stop()
    s.end()


# ------------------------------------------------------------------------------- s5: Pest, Client -> Owner
def s5(s):
    s.start()
    s.prompt("pest", "Ollie Brennan starts today (contractor, two days a week on the backend). He's much faster with "
             "Pest and so am I, so we switch the suite: Pest 3 on top of PHPUnit 11, which keeps ApiTestCase and "
             "Foundry working. Convert the existing tests; new tests are Pest only, it() style, datasets instead of "
             "copy-pasted cases.")
    s.bash("pestinstall", "composer require --dev pestphp/pest:^3.5 pestphp/pest-plugin-symfony:^3.0 -W && "
           "vendor/bin/pest --init",
           "./composer.json has been updated\nLock file operations: 7 installs, 2 updates, 0 removals\n  - Locking "
           "pestphp/pest (v3.5.1)\n  - Locking pestphp/pest-plugin (v3.0.0)\n  - Upgrading phpunit/phpunit (11.4.3 => "
           "11.4.4)\n  ...\n\n   INFO  Preparing tests directory.\n\n  phpunit.xml ......................................."
           "............. File already exists.\n  tests/Pest.php ................................................ File "
           "created.\n  tests/TestCase.php .............................................. File created.")
    s.write("pestphp", "tests/Pest.php", PEST_FILE)
    s.write("pesttest", "tests/Api/AppointmentTest.php", PEST_APPOINTMENT_TEST)
    s.glob(None, "tests/**/*Test.php", ["tests/Api/AppointmentTest.php", "tests/Api/ClientTest.php",
                                        "tests/Unit/ReminderSchedulerTest.php"])
    s.bash("pestok", "vendor/bin/pest", pest_ok(11, 30, "2.31s", who="Client").replace("an client", "a client"))
    s.prompt("ownerrename", "Gwen saw the API docs page over my shoulder and was not amused: \"They're owners, not "
             "clients. Clients is what solicitors have.\" She's right that nobody in the salons says client. Rename "
             "it everywhere: the entity and repository become Owner, the endpoint /api/owners, the table owner, "
             "Pet::client becomes Pet::owner.")
    s.bash("gitmvowner", "git mv src/Entity/Client.php src/Entity/Owner.php && git mv src/Repository/ClientRepository.php "
           "src/Repository/OwnerRepository.php && git mv tests/Api/ClientTest.php tests/Api/OwnerTest.php && "
           "git status --short", "R  src/Entity/Client.php -> src/Entity/Owner.php\nR  src/Repository/ClientRepository.php "
           "-> src/Repository/OwnerRepository.php\nR  tests/Api/ClientTest.php -> tests/Api/OwnerTest.php")
    s.multiedit("ownermulti", "src/Entity/Owner.php", [
        ("use App\\Repository\\ClientRepository;", "use App\\Repository\\OwnerRepository;"),
        ("#[ORM\\Entity(repositoryClass: ClientRepository::class)]\n#[ORM\\Index(name: 'client_phone_idx', columns: "
         "['phone'])]", "#[ORM\\Entity(repositoryClass: OwnerRepository::class)]\n#[ORM\\Index(name: 'owner_phone_idx', "
         "columns: ['phone_digits'])]"),
        ("class Client\n", "class Owner\n"),
        ("'client:read'", "'owner:read'", True),
        ("'client:write'", "'owner:write'", True),
        ("mappedBy: 'client'", "mappedBy: 'owner'"),
    ])
    s.grep("grepclient", "Client\\b|getClient|client:read", ["src/Entity/Pet.php", "src/MessageHandler/SmsReminderHandler.php",
                                                             "src/Command/BackfillE164Command.php",
                                                             "tests/Api/OwnerTest.php", "src/Factory/ClientFactory.php"])
    s.multiedit("petmulti", "src/Entity/Pet.php", [
        ("    #[Groups(['pet:read', 'pet:write', 'client:read'])]", "    #[Groups(['pet:read', 'pet:write', 'owner:read'])]"),
        ("    private ?Client $client = null;", "    private ?Owner $owner = null;"),
        ("    public function getClient(): ?Client\n    {\n        return $this->client;",
         "    public function getOwner(): ?Owner\n    {\n        return $this->owner;"),
    ])
    s.write("renamemig", "migrations/Version20281116112040.php",
            "<?php\n\ndeclare(strict_types=1);\n\nnamespace DoctrineMigrations;\n\nuse Doctrine\\DBAL\\Schema\\Schema;\n"
            "use Doctrine\\Migrations\\AbstractMigration;\n\n/** make:migration wanted DROP TABLE client + CREATE TABLE "
            "owner; renamed by hand to keep the rows. */\nfinal class Version20281116112040 extends AbstractMigration\n{\n"
            "    public function getDescription(): string\n    {\n        return 'client -> owner (Gwen: they are owners, "
            "not clients)';\n    }\n\n    public function up(Schema $schema): void\n    {\n"
            "        $this->addSql('ALTER TABLE client RENAME TO owner');\n        $this->addSql('ALTER SEQUENCE client_id_seq "
            "RENAME TO owner_id_seq');\n        $this->addSql('ALTER TABLE pet RENAME COLUMN client_id TO owner_id');\n"
            "        $this->addSql('ALTER INDEX client_phone_idx RENAME TO owner_phone_idx');\n    }\n\n"
            "    public function down(Schema $schema): void\n    {\n        $this->addSql('ALTER TABLE owner RENAME TO "
            "client');\n        $this->addSql('ALTER TABLE pet RENAME COLUMN owner_id TO client_id');\n    }\n}\n")
    s.bash("phpstanrename", "vendor/bin/phpstan analyse",
           " 23/23 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%\n\n ------ -------------------------------------------------------"
           "---------------------------\n  Line   src/MessageHandler/SmsReminderHandler.php\n ------ ---------------------"
           "-------------------------------------------------------------\n  37     Call to an undefined method "
           "App\\Entity\\Pet::getClient().\n         🪪  method.notFound\n  42     Call to an undefined method "
           "App\\Entity\\Pet::getClient().\n         🪪  method.notFound\n ------ ---------------------------------------"
           "-------------------------------------------\n\n ------ ---------------------------------------------------"
           "-------------------------------\n  Line   src/Command/BackfillE164Command.php\n ------ --------------------"
           "--------------------------------------------------------------\n  28     Class App\\Entity\\Client not found.\n"
           "         🪪  class.notFound\n ------ ------------------------------------------------------------------------"
           "----------\n\n [ERROR] Found 3 errors", code=1)
    s.edit("stanfix", "src/MessageHandler/SmsReminderHandler.php",
           "            $pet->getClient()->getFirstName(),", "            $pet->getOwner()->getFirstName(),")
    s.bash("pestok2", "sed -i 's/App\\\\Entity\\\\Client/App\\\\Entity\\\\Owner/' src/Command/BackfillE164Command.php && "
           "sed -i 's/getClient()/getOwner()/' src/MessageHandler/SmsReminderHandler.php && vendor/bin/phpstan analyse "
           "-q && php bin/console doctrine:migrations:migrate -n -q && vendor/bin/pest",
           pest_ok(11, 30, "2.27s").replace("OwnerTest\n", "OwnerTest\n  ✓ it serves owners on /api/owners             "
                                            "    0.07s\n").replace("11 passed (30", "12 passed (32"))
    s.remember("memowner", "Naming in kennelbook: the people who bring dogs are OWNERS, never clients (Gwen Holloway's "
               "wording). Entity App\\Entity\\Owner (was Client, renamed 16 Nov 2028 with git mv), endpoint /api/owners, "
               "table owner, Pet::getOwner(). Tests are Pest 3 (it() style, datasets) since Ollie Brennan joined.",
               "owners, not clients", "preference")
    s.bash("commit5", "git add -A && git commit -m 'refactor!: Client -> Owner (/api/owners); test: move the suite to "
           "pest 3'", "[main 2e9b5a1] refactor!: Client -> Owner (/api/owners); test: move the suite to pest 3\n"
           " 19 files changed, 233 insertions(+), 187 deletions(-)\n rename src/Entity/{Client.php => Owner.php} (86%)\n"
           " rename src/Repository/{ClientRepository.php => OwnerRepository.php} (71%)\n rename tests/Api/{ClientTest.php "
           "=> OwnerTest.php} (64%)\n rename src/Factory/{ClientFactory.php => OwnerFactory.php} (88%)")
    s.stop()
    s.end()


# --------------------------------------------------------------------- s6: RabbitMQ, SmsReminder -> AppointmentReminder
def s6(s):
    s.start()
    s.bash("deadlock", "tail -n 5 var/log/loadtest-2028-11-17.log && php bin/console messenger:stats",
           "[2028-11-17T17:00:41] messenger.CRITICAL: Error thrown while handling message App\\Message\\SmsReminder. "
           "Removing from transport after 3 retries. Error: \"An exception occurred while executing a query: "
           "SQLSTATE[40P01]: Deadlock detected: 7 ERROR:  deadlock detected\nDETAIL:  Process 2231 waits for ShareLock "
           "on transaction 90412; blocked by process 2236.\"\n[2028-11-17T17:00:44] messenger.CRITICAL: Error thrown "
           "while handling message App\\Message\\SmsReminder. Removing from transport after 3 retries. Error: "
           "\"SQLSTATE[40P01]: Deadlock detected\"\n[2028-11-17T17:38:12] app.INFO: loadtest: 1400 reminders dispatched, "
           "1188 handled, 212 failed, oldest message waited 41 min\n\n ----------- -------\n  Transport   Count\n "
           "----------- -------\n  async       0\n  failed      212\n ----------- -------")
    s.prompt("rabbit", "Friday's load test settles it: 1,400 reminders (the December diaries of all three salons from "
             "GroomDesk) on the Doctrine transport with two workers: deadlocks on messenger_messages, 212 messages "
             "in the failure transport and texts up to 41 minutes late. Move Messenger to RabbitMQ (Platform.sh has "
             "rabbitmq:3.13), one queue for sms and one for email so a slow SMS provider never blocks the emails. "
             "The failure transport stays in Postgres. And since Kasia (Bath) wants an email reminder for owners "
             "without a mobile, the message isn't SMS-only any more: rename SmsReminder to AppointmentReminder with "
             "a channel.")
    s.edit("rabbitcompose", "compose.yaml", "  mailer:\n    image: axllent/mailpit",
           "  rabbitmq:\n    image: rabbitmq:3.13-management-alpine\n    ports:\n      - \"5672:5672\"     # amqp\n"
           "      - \"15672:15672\"   # management UI, guest/guest\n\n  mailer:\n    image: axllent/mailpit")
    s.write("messenger2", "config/packages/messenger.yaml", MESSENGER_AMQP)
    s.bash("amqpfail", "composer require symfony/amqp-messenger:7.1.* && docker compose up -d rabbitmq && php "
           "bin/console messenger:setup-transports",
           "./composer.json has been updated\nLock file operations: 1 install, 0 updates, 0 removals\n  - Locking "
           "symfony/amqp-messenger (v7.1.6)\nGenerating optimized autoload files\n ✔ Container kennelbook-rabbitmq-1  Started\n\nIn AmqpTransportFactory.php line 35:\n\n  You cannot use the "
           "\"Symfony\\Component\\Messenger\\Bridge\\Amqp\\Transport\\Connection\" as the \"amqp\" extension is not "
           "installed.\n\n\nmessenger:setup-transports [--no-interaction] [--] [<transport>]", code=1)
    s.bash("amqpext", "sudo apt-get install -y php8.3-amqp && php -m | grep -i amqp",
           "Reading package lists...\nBuilding dependency tree...\nThe following NEW packages will be installed:\n  "
           "librabbitmq4 php8.3-amqp\nSetting up php8.3-amqp (2.1.2-3+ubuntu24.04.1+deb.sury.org+1) ...\n\namqp")
    s.bash("setupok", "php bin/console messenger:setup-transports",
           "\n [OK] The \"sms\" transport was set up successfully.\n\n [OK] The \"email\" transport was set up "
           "successfully.\n\n [OK] The \"failed\" transport was set up successfully.")
    s.bash("gitmvmsg", "git mv src/Message/SmsReminder.php src/Message/AppointmentReminder.php && git mv "
           "src/MessageHandler/SmsReminderHandler.php src/MessageHandler/AppointmentReminderHandler.php", "")
    s.multiedit("msgrename", "src/Message/AppointmentReminder.php", [
        (" * Send the reminder text for one appointment.", " * Remind the owner of one appointment, by text or email."),
        ("final readonly class SmsReminder\n{\n    public function __construct(\n        public int $appointmentId,\n",
         "final readonly class AppointmentReminder\n{\n    public function __construct(\n        public int "
         "$appointmentId,\n        public string $channel = 'sms', // 'sms' or 'email' (owners without a mobile)\n"),
    ])
    s.tool_failure(None, "Edit", {"file_path": "/home/ines/src/kennelbook/config/packages/messenger.yaml",
                                  "old_string": "            App\\Message\\SmsReminder: async",
                                  "new_string": "            App\\Message\\AppointmentReminder: sms",
                                  "replace_all": False},
                   "String to replace not found in file.\nString:             App\\Message\\SmsReminder: async")
    s.grep("grepsms", "SmsReminder", ["config/packages/messenger.yaml", "src/MessageHandler/AppointmentReminderHandler.php",
                                      "src/Scheduling/ReminderScheduler.php", "tests/Unit/ReminderSchedulerTest.php"])
    s.edit("routingedit", "config/packages/messenger.yaml", "            App\\Message\\SmsReminder: sms",
           "            # one class, two queues: the sender picks by channel (see ReminderScheduler)\n"
           "            App\\Message\\AppointmentReminder: [sms, email]")
    s.multiedit("schedmulti", "src/Scheduling/ReminderScheduler.php", [
        ("use App\\Message\\SmsReminder;", "use App\\Message\\AppointmentReminder;\nuse Symfony\\Component\\Messenger\\"
         "Bridge\\Amqp\\Transport\\AmqpStamp;"),
        ("        $this->bus->dispatch(new SmsReminder((int) $appointment->getId()), [new DelayStamp($delayMs)]);",
         "        $owner = $appointment->getPet()->getOwner();\n        $channel = $owner->hasMobile() ? 'sms' : 'email';\n"
         "        $this->bus->dispatch(new AppointmentReminder((int) $appointment->getId(), $channel),\n"
         "            [new DelayStamp($delayMs), new AmqpStamp($channel), new TransportNamesStamp([$channel])]);"),
    ])
    s.bash("pestok6", "sed -i 's/SmsReminder/AppointmentReminder/g' src/MessageHandler/AppointmentReminderHandler.php "
           "tests/Unit/ReminderSchedulerTest.php && vendor/bin/phpstan analyse -q && vendor/bin/pest",
           pest_ok(15, 41, "2.64s", "\n   PASS  Tests\\Unit\\ReminderSchedulerTest\n  ✓ it sends the reminder 24 hours "
                   "before                   0.02s\n  ✓ it moves a night-time reminder to 09:00                 0.01s\n"
                   "  ✓ it routes owners without a mobile to the email queue   0.02s\n"))
    s.bash("commit6", "git add -A && git commit -m 'feat: messenger on rabbitmq (sms + email queues); SmsReminder -> "
           "AppointmentReminder with a channel'", "[main 90d3c5e] feat: messenger on rabbitmq (sms + email queues); "
           "SmsReminder -> AppointmentReminder with a channel\n 12 files changed, 164 insertions(+), 58 deletions(-)\n"
           " rename src/Message/{SmsReminder.php => AppointmentReminder.php} (68%)\n rename src/MessageHandler/"
           "{SmsReminderHandler.php => AppointmentReminderHandler.php} (81%)")
    s.stop()
    s.end()


# ----------------------------------------------------------------------------------------- s7: Platform.sh
def s7(s):
    s.start()
    s.prompt("platform", "Deploy day. Gwen created the Platform.sh project (Development plan for now, she pays): "
             "kennelbook, region uk-1, I'm admin. PostgreSQL 16 and RabbitMQ 3.13 as services, a worker consuming "
             "the sms and email queues, PHP 8.3 with amqp and pdo_pgsql. The front-desk app will use "
             "book.scruffandsuds.co.uk; Rhys looks after the DNS at 123-reg.")
    s.bash("projinfo", "platform project:info -p q7vd3hxkm2ype",
           "+-----------------+------------------------------------------------+\n| Property        | Value          "
           "                                |\n+-----------------+------------------------------------------------+\n"
           "| id              | q7vd3hxkm2ype                                  |\n| title           | kennelbook       "
           "                              |\n| region          | uk-1.platform.sh                               |\n"
           "| default_branch  | main                                           |\n| subscription    | plan: development, "
           "environments: 3, storage: 5 GiB |\n| owner           | gwen@scruffandsuds.co.uk                       |\n"
           "+-----------------+------------------------------------------------+")
    s.write("appyaml", ".platform.app.yaml", PLATFORM_APP_YAML)
    s.write("servicesyaml", ".platform/services.yaml", PLATFORM_SERVICES_YAML)
    s.write("envfile", ".environment",
            "# Platform.sh: build the Messenger DSN from the rabbitmq relationship (the database one comes from the "
            "configurator)\nexport MESSENGER_TRANSPORT_DSN=\"amqp://${RABBITMQ_USERNAME}:${RABBITMQ_PASSWORD}@"
            "${RABBITMQ_HOST}:${RABBITMQ_PORT}/%2f/messages\"\nexport TWILIO_DSN=\"twilio://${TWILIO_SID}:${TWILIO_TOKEN}"
            "@default?from=ScruffSuds\"\n")
    s.bash(None, "git add -A && git commit -q -m 'chore: platform.sh app, services and routes' && platform project:"
           "set-remote q7vd3hxkm2ype", "Setting the remote project for this repository to: kennelbook (q7vd3hxkm2ype)\n\n"
           "The local Git repository has a new remote: platform")
    s.pre_tool("prepush", "Bash", {"command": "git push platform main", "description": "First push to Platform.sh"})
    s.bash("connfail2", "git push platform main",
           "Enumerating objects: 412, done.\nWriting objects: 100% (412/412), 118.40 KiB | 5.92 MiB/s, done.\n"
           "remote: Validating submodules\nremote: Validating configuration files\nremote: Processing activity: Ines "
           "Duarte pushed to Main\nremote:     Found 9 new commits\nremote:\nremote:     Building application 'app' "
           "(runtime type: php:8.3, tree: 7d2e41a)\nremote:       Generating runtime configuration.\nremote:\n"
           "remote:       Executing build hook...\nremote:         + composer install --no-dev --no-interaction "
           "--optimize-autoloader\nremote:         Generating optimized autoload files\nremote:         + php bin/console "
           "doctrine:migrations:migrate --no-interaction --allow-no-migration\nremote:\nremote:         In "
           "ExceptionConverter.php line 91:\nremote:\nremote:           An exception occurred in the driver: "
           "SQLSTATE[08006] [7] connection to server at \"127.0.0.1\", port 5432 failed: Connection refused\nremote:"
           "           \tIs the server running on that host and accepting TCP/IP connections?\nremote:\nremote:     "
           "  E: Error building project: Step failed with status code 1.\nremote:\nremote: E: Error: Unable to build "
           "application, aborting.\nTo " + PLATFORM_GIT + "\n ! [remote rejected] main -> main (Build failed)\n"
           "error: failed to push some refs to '" + PLATFORM_GIT + "'", code=1)
    s.prompt("connwhy2", "Same connection refused as on Tuesday last week, but a different reason: this time it's not "
             "a port. On Platform.sh the build hook runs in an isolated container without any services or "
             "relationships, so there is no database at all and DATABASE_URL falls back to the .env default "
             "127.0.0.1:5432. Migrations must run in the deploy hook, where the relationships exist.")
    s.edit("hookfix", ".platform.app.yaml",
           "        php bin/console cache:warmup\n        php bin/console doctrine:migrations:migrate --no-interaction "
           "--allow-no-migration\n\n    deploy: |\n        set -x -e\n        php bin/console cache:clear\n",
           "        php bin/console cache:warmup\n\n    deploy: |\n        set -x -e\n        # services exist only from "
           "the deploy hook on (no database during build)\n        php bin/console doctrine:migrations:migrate "
           "--no-interaction --allow-no-migration\n        php bin/console cache:clear\n")
    s.lesson("lesson3", "On Platform.sh nothing that needs a service (doctrine:migrations:migrate, messenger:setup-"
             "transports) can run in the build hook: there are no relationships during build, DATABASE_URL falls back "
             "to .env and fails with 'Connection refused' on 127.0.0.1:5432. Put it in the deploy hook.",
             "kennelbook: first git push to Platform.sh failed in the build hook")
    s.bash("deployok", "git commit -qam 'fix(deploy): run migrations in the deploy hook' && git push platform main",
           "remote:     Building application 'app' (runtime type: php:8.3, tree: 1c93f0b)\nremote:       Executing "
           "build hook...\nremote:       Executing deploy hook...\nremote:         + php bin/console "
           "doctrine:migrations:migrate --no-interaction --allow-no-migration\nremote:         [notice] Migrating up to "
           "DoctrineMigrations\\Version20281116112040\nremote:         [notice] finished in 412.8ms, used 26M memory, "
           "4 migrations executed, 38 sql queries\nremote:         + php bin/console messenger:setup-transports "
           "--no-interaction\nremote:          [OK] The \"sms\" transport was set up successfully.\nremote:     "
           "Opening application app and its relationships\nremote:     Opening environment\nremote:     Environment "
           "configuration\nremote:       app (type: php:8.3, size: S)\nremote:       messenger (worker, size: S)\n"
           "remote:       postgresql (type: postgresql:16, size: S)\nremote:       rabbitmq (type: rabbitmq:3.13, size: "
           "S)\nremote:\nremote:     Environment routes\nremote:       https://main-bvxea6i-q7vd3hxkm2ype.uk-1."
           "platformsh.site/ is served by application `app`\nTo " + PLATFORM_GIT + "\n   5f0d2b9..1c93f0b  main -> main")
    s.bash("workerok", "platform ssh -p q7vd3hxkm2ype -e main --worker=messenger 'php bin/console messenger:stats'",
           " ----------- -------\n  Transport   Count\n ----------- -------\n  sms         0\n  email       0\n"
           "  failed      0\n ----------- -------")
    s.bash("domain", "platform domain:add book.scruffandsuds.co.uk -p q7vd3hxkm2ype",
           "Adding the domain: book.scruffandsuds.co.uk\n\nThe domain book.scruffandsuds.co.uk has been successfully "
           "added to the project.\n\nTo start routing traffic, point a CNAME for book.scruffandsuds.co.uk at:\n  "
           "main-bvxea6i-q7vd3hxkm2ype.uk-1.platformsh.site\n\nA TLS certificate will be issued by Let's Encrypt once "
           "the DNS record is live.")
    s.prompt("deployrule", "Rule for deploys: only `git push platform main` from a main that is green (phpstan + pest) "
             "on my machine, nothing else. No `platform ssh` to change things on an environment, it's read-only "
             "anyway; ssh is for looking. I asked Rhys for the CNAME, he'll add it tonight.")
    s.remember("memdeploy", "kennelbook production: Platform.sh project q7vd3hxkm2ype ('kennelbook', region uk-1, "
               "Development plan paid by Gwen), branch main, app php:8.3 + worker 'messenger' (consumes sms and email), "
               "services postgresql:16 and rabbitmq:3.13. URL https://book.scruffandsuds.co.uk (CNAME by Rhys at "
               "123-reg to main-bvxea6i-q7vd3hxkm2ype.uk-1.platformsh.site). Migrations run in the deploy hook. "
               "Deploy = git push platform main from a green main.", "kennelbook production on Platform.sh", "fact")
    s.stop()
    s.end()


# ----------------------------------------------------------------- s8: Bristol go-live, reminder time, delivery log
def s8(s):
    s.start()
    s.prompt("golive", "Big day: the Bristol salon (Gloucester Road) runs on kennelbook from this morning. Bath and "
             "Cheltenham stay on paper until Bristol has held up for a couple of weeks. Import Bristol's owners, dogs "
             "and future bookings from last night's GroomDesk dump, then tag v1.0.0.")
    s.bash("import", "platform ssh -p q7vd3hxkm2ype -e main 'php bin/console app:import-groomdesk "
           "/app/var/import/groomdesk-bristol-2028-11-23.sql --salon=bristol'",
           "Reading GroomDesk dump (MySQL 5.7, 14.2 MB)...\n 1212/1212 [============================] 100% owners\n "
           "1468/1468 [============================] 100% pets\n  389/389  [============================] 100% "
           "future appointments\n\n [OK] Imported 1,212 owners, 1,468 pets and 389 appointments for Bristol. 17 phone "
           "numbers could not be parsed (see var/import/bristol-rejected.csv); 389 reminders scheduled.")
    s.bash("tag1", "git tag -a v1.0.0 -m 'v1.0.0: Bristol go-live' && git push origin main v1.0.0",
           "Enumerating objects: 1, done.\nTo github.com:scruffandsuds/kennelbook.git\n * [new tag]         v1.0.0 -> "
           "v1.0.0")
    s.prompt("devprefs", "Feedback from Dev after the first morning: the day list comes back in booking order, which is "
             "useless at the desk. He wants it sorted by start time, grouped by groomer, and the dog's temperament "
             "note (\"nips at the dryer\", \"muzzle for nails\") shown on every appointment card without opening the dog.")
    s.edit("sortfix", "src/Entity/Appointment.php", "    normalizationContext: ['groups' => ['appointment:read']],\n"
           "    denormalizationContext: ['groups' => ['appointment:write']],\n)]",
           "    normalizationContext: ['groups' => ['appointment:read']],\n    denormalizationContext: ['groups' => "
           "['appointment:write']],\n    order: ['startsAt' => 'ASC', 'groomer.name' => 'ASC'], // Dev: the desk reads "
           "the day top to bottom\n)]")
    s.edit("temperament", "src/Entity/Pet.php", "    #[Groups(['pet:read', 'pet:write'])]\n    private ?string "
           "$temperament = null;", "    #[Groups(['pet:read', 'pet:write', 'appointment:read'])] // on the desk's "
           "appointment card\n    private ?string $temperament = null;")
    s.prompt("timing", "Gwen looked at the send times of the 389 reminders the import just scheduled and doesn't like "
             "them: a Saturday 08:30 dog gets its text on Friday at 09:00 (our quiet-hours clamp), a 16:00 one at "
             "16:00, all over the place, and from the GroomDesk days she knows owners read texts in the evening. New "
             "rule from her: every reminder goes out at 17:00 the day before, London time, whatever the appointment "
             "time. The 24 hours and the quiet-hours clamp go away.")
    s.edit("timingedit", "src/Scheduling/ReminderScheduler.php",
           "    public function sendAt(Appointment $appointment): \\DateTimeImmutable\n    {\n        $london = new "
           "\\DateTimeZone('Europe/London');\n        $at = $appointment->getStartsAt()->modify('-'.self::HOURS_BEFORE."
           "' hours')->setTimezone($london);\n        if ((int) $at->format('G') < 9) {\n            $at = $at->setTime(9, "
           "0);\n        } elseif ((int) $at->format('G') >= 20) {\n            $at = $at->setTime(19, 30);\n        }\n\n"
           "        return $at;\n    }",
           "    /** Gwen, 24 Nov: always 17:00 (London) on the day before the appointment. */\n    public const SEND_HOUR "
           "= 17;\n\n    public function sendAt(Appointment $appointment): \\DateTimeImmutable\n    {\n        return "
           "$appointment->getStartsAt()->modify('-1 day')->setTime(self::SEND_HOUR, 0);\n    }")
    s.write("timingtest", "tests/Unit/ReminderSchedulerTest.php",
            "<?php\n\ndeclare(strict_types=1);\n\nuse App\\Factory\\AppointmentFactory;\nuse App\\Scheduling\\"
            "ReminderScheduler;\n\nit('sends the reminder at 17:00 London time the day before', function (string "
            "$startsAt, string $expected) {\n    $appointment = AppointmentFactory::new(['startsAt' => new "
            "DateTimeImmutable($startsAt)])->withoutPersisting()->create();\n\n    $at = self::getContainer()->get("
            "ReminderScheduler::class)->sendAt($appointment->_real());\n\n    expect($at->format(DATE_ATOM))->toBe("
            "$expected);\n})->with([\n    'winter'               => ['2028-11-25T08:30:00+00:00', "
            "'2028-11-24T17:00:00+00:00'],\n    'summer (BST)'         => ['2028-07-15T09:00:00+00:00', "
            "'2028-07-14T16:00:00+00:00'],\n    'day of the clock change' => ['2028-10-29T09:00:00+00:00', "
            "'2028-10-28T16:00:00+00:00'],\n]);\n")
    s.bash("tzfail", "vendor/bin/pest tests/Unit/ReminderSchedulerTest.php",
           "\n   FAIL  Tests\\Unit\\ReminderSchedulerTest\n  ✓ it sends the reminder at 17:00 London time the day before "
           "with data set \"winter\"   0.03s\n  ⨯ it sends the reminder at 17:00 London time the day before with data set "
           "\"summer (BST)\"   0.01s\n  ⨯ it sends the reminder at 17:00 London time the day before with data set "
           "\"day of the clock change\"   0.01s\n  ───────────────────────────────────────────────────────────\n   FAILED  "
           "Tests\\Unit\\ReminderSchedulerTest > it sends the reminder at 17:00 London time the day before with data set "
           "\"summer (BST)\"\n  Failed asserting that two strings are identical.\n  -'2028-07-14T16:00:00+00:00'\n"
           "  +'2028-07-14T17:00:00+00:00'\n\n  at tests/Unit/ReminderSchedulerTest.php:14\n\n  Tests:    2 failed, 1 "
           "passed (3 assertions)\n  Duration: 0.41s", code=1)
    s.edit("tzfix", "src/Scheduling/ReminderScheduler.php",
           "        return $appointment->getStartsAt()->modify('-1 day')->setTime(self::SEND_HOUR, 0);",
           "        // startsAt comes back from Postgres in UTC: 17:00 must be set on the London wall clock, or it is\n"
           "        // 18:00 in summer time\n        $london = new \\DateTimeZone('Europe/London');\n\n"
           "        return $appointment->getStartsAt()->setTimezone($london)->modify('-1 day')->setTime(self::SEND_HOUR, 0);")
    s.bash("pestok8", "vendor/bin/pest --compact", "\n  ..................\n\n  Tests:    18 passed (52 assertions)\n"
           "  Duration: 2.71s")
    s.prompt("deliverylog", "Gwen also wants to see which texts actually arrived. Keep a reminder_log row per sent "
             "reminder with Twilio's message id and let Twilio's status callback (POST /webhooks/twilio/status) fill "
             "in delivered or failed.")
    s.write("reminderlog", "migrations/Version20281124114818.php",
            "<?php\n\ndeclare(strict_types=1);\n\nnamespace DoctrineMigrations;\n\nuse Doctrine\\DBAL\\Schema\\Schema;\n"
            "use Doctrine\\Migrations\\AbstractMigration;\n\nfinal class Version20281124114818 extends AbstractMigration\n"
            "{\n    public function getDescription(): string\n    {\n        return 'reminder_log: one row per sent "
            "reminder, delivery status from the Twilio callback';\n    }\n\n    public function up(Schema $schema): void\n"
            "    {\n        $this->addSql('CREATE TABLE reminder_log (id SERIAL NOT NULL, appointment_id INT NOT NULL, "
            "channel VARCHAR(8) NOT NULL, provider_message_id VARCHAR(32) DEFAULT NULL, status VARCHAR(16) DEFAULT "
            "\\'sent\\' NOT NULL, sent_at TIMESTAMP(0) WITH TIME ZONE NOT NULL, PRIMARY KEY(id))');\n"
            "        $this->addSql('CREATE INDEX reminder_log_sid_idx ON reminder_log (provider_message_id)');\n"
            "        $this->addSql('ALTER TABLE reminder_log ADD CONSTRAINT FK_reminder_log_appointment FOREIGN KEY "
            "(appointment_id) REFERENCES appointment (id) ON DELETE CASCADE');\n    }\n}\n")
    s.edit("storesid", "src/MessageHandler/AppointmentReminderHandler.php",
           "        $this->texter->send(new SmsMessage($owner->getPhone(), $this->texts->sms($appointment)));",
           "        $sent = $this->texter->send(new SmsMessage($owner->getPhone(), $this->texts->sms($appointment)));\n\n"
           "        // delivery tracking (Gwen, 24 Nov): keep Twilio's id so the status callback can find the row\n"
           "        $log = new ReminderLog($appointment, 'sms', $sent?->getMessageId());\n        $this->em->persist($log);\n"
           "        $this->em->flush();")
    s.bash("commit8", "git add -A && git commit -m 'feat: reminders at 17:00 the day before (Europe/London); day list "
           "by start time; reminder delivery log'", "[main a7f4e12] feat: reminders at 17:00 the day before "
           "(Europe/London); day list by start time; reminder delivery log\n 9 files changed, 178 insertions(+), 24 "
           "deletions(-)")
    s.bash("deploy8", "git push platform main",
           "remote:     Building application 'app' (runtime type: php:8.3, tree: 4e8a9d2)\nremote:       Executing "
           "deploy hook...\nremote:         [notice] Migrating up to DoctrineMigrations\\Version20281124114818\nremote:   "
           "      [notice] finished in 61.0ms, used 26M memory, 1 migrations executed, 3 sql queries\nremote:     "
           "Environment routes\nremote:       https://book.scruffandsuds.co.uk/ is served by application `app`\nTo "
           + PLATFORM_GIT + "\n   1c93f0b..a7f4e12  main -> main")
    s.remember("memgolive", "The Bristol salon (Gloucester Road) went live on kennelbook on Friday 24 November 2028 "
               "(tag v1.0.0): 1,212 owners, 1,468 pets and 389 future appointments imported from GroomDesk. Reminder "
               "texts now go at 17:00 London time the day before (Gwen's change of 24 Nov, replacing 24 h before with "
               "the 09:00-20:00 clamp). Dev Patel wants the day list by start time with temperament notes on the card. "
               "Bath and Cheltenham stay on paper for now.", "Bristol go-live", "event")
    s.stop()
    s.end()


# ------------------------------------------------------------------------- s9: the quadruple-text incident
def s9(s):
    s.start()
    s.prompt("incident", "Incident. Gwen rang last night: at 17:00 yesterday every owner with a Saturday booking in "
             "Bristol got the same reminder text four times, a minute or so apart. 38 owners, two of them cancelled "
             "in a huff. She's very unhappy. Find out why before anything else goes out tonight.")
    s.bash("failedshow", "platform ssh -p q7vd3hxkm2ype -e main 'php bin/console messenger:failed:show --max=3'",
           "There are 38 messages pending in the failure transport.\n ----- -------------------------------------- "
           "--------------------- ---------------------------------------------------------------------------------------\n"
           "  Id    Class                                  Failed at             Error\n ----- ----------------------"
           "---------------- --------------------- ------------------------------------------------------------------"
           "---------------------\n  214   App\\Message\\AppointmentReminder   2028-11-24 17:00:09   An exception occurred "
           "while executing a query: SQLSTATE[22001]: String data, right truncated: 7 ERROR:  value too long for type "
           "character varying(32)\n  215   App\\Message\\AppointmentReminder   2028-11-24 17:00:09   An exception "
           "occurred while executing a query: SQLSTATE[22001]: String data, right truncated: 7 ERROR:  value too long "
           "for type character varying(32)\n  216   App\\Message\\AppointmentReminder   2028-11-24 17:00:10   (same)\n"
           " ----- -------------------------------------- --------------------- -------------------------------------"
           "--------------------------------------------------")
    s.bash("retrylog", "platform log -p q7vd3hxkm2ype -e main app --lines 200 | grep 'appointmentId\":4471' | cut -c1-220",
           "2028-11-24T17:00:01Z messenger.WARNING: Error thrown while handling message App\\Message\\AppointmentReminder. "
           "Sending for retry #1 using 1000 ms delay. {\"appointmentId\":4471,\"error\":\"SQLSTATE[22001]: String data, "
           "right truncated\"}\n2028-11-24T17:00:03Z messenger.WARNING: ... Sending for retry #2 using 2000 ms delay. "
           "{\"appointmentId\":4471}\n2028-11-24T17:00:07Z messenger.WARNING: ... Sending for retry #3 using 4000 ms "
           "delay. {\"appointmentId\":4471}\n2028-11-24T17:00:09Z messenger.CRITICAL: Error thrown while handling message "
           "App\\Message\\AppointmentReminder. Removing from transport after 3 retries. {\"appointmentId\":4471}")
    s.read("readhandler", "src/MessageHandler/AppointmentReminderHandler.php", APPOINTMENT_REMINDER_HANDLER_PHP)
    s.bash("colcheck", "platform sql -p q7vd3hxkm2ype -e main \"select length('SM3f9c2d7e41b80a6c5d2e9f1a07b4c8d3e'), "
           "character_maximum_length from information_schema.columns where table_name='reminder_log' and "
           "column_name='provider_message_id'\"",
           " length | character_maximum_length \n--------+--------------------------\n     34 |                       "
           "32\n(1 row)")
    s.prompt("incidentwhy", "So: the text goes out first, then the handler saves the reminder_log row, and Twilio's "
             "message SIDs are 34 characters (SM + 32 hex) while I made the column varchar(32) on Friday. The flush "
             "throws after a successful send, Messenger retries three times, each retry sends again: 4 texts. Fix all "
             "three things: the column becomes 64; the handler writes a 'pending' row first with a unique "
             "(appointment_id, channel) and skips the send when a row already exists; anything that fails after the "
             "provider accepted the text is wrapped in UnrecoverableMessageHandlingException so it's never retried.")
    s.write("sidmig", "migrations/Version20281125095230.php",
            "<?php\n\ndeclare(strict_types=1);\n\nnamespace DoctrineMigrations;\n\nuse Doctrine\\DBAL\\Schema\\Schema;\n"
            "use Doctrine\\Migrations\\AbstractMigration;\n\nfinal class Version20281125095230 extends AbstractMigration\n"
            "{\n    public function getDescription(): string\n    {\n        return 'reminder_log: SIDs are 34 chars "
            "(incident 24 Nov), one reminder per appointment and channel';\n    }\n\n    public function up(Schema "
            "$schema): void\n    {\n        $this->addSql('ALTER TABLE reminder_log ALTER provider_message_id TYPE "
            "VARCHAR(64)');\n        $this->addSql('CREATE UNIQUE INDEX reminder_log_once ON reminder_log (appointment_id, "
            "channel)');\n    }\n}\n")
    s.edit("idempotent", "src/MessageHandler/AppointmentReminderHandler.php",
           "        $owner = $appointment->getPet()->getOwner();\n        $sent = $this->texter->send(new SmsMessage("
           "$owner->getPhone(), $this->texts->sms($appointment)));\n\n        // delivery tracking (Gwen, 24 Nov): keep "
           "Twilio's id so the status callback can find the row\n        $log = new ReminderLog($appointment, 'sms', "
           "$sent?->getMessageId());\n        $this->em->persist($log);\n        $this->em->flush();",
           "        // idempotent (incident 24 Nov): claim the reminder first; a redelivered message finds the row and "
           "stops\n        if (!$this->logs->claim($appointment, 'sms')) {\n            $this->logger->notice('reminder "
           "already sent, skipping', ['appointment' => $message->appointmentId]);\n\n            return;\n        }\n\n"
           "        $owner = $appointment->getPet()->getOwner();\n        $sent = $this->texter->send(new SmsMessage("
           "$owner->getPhone(), $this->texts->sms($appointment)));\n\n        try {\n            $this->logs->markSent("
           "$appointment, 'sms', $sent?->getMessageId());\n        } catch (\\Throwable $e) {\n            // the text is "
           "out: never retry, or the owner gets it again\n            throw new UnrecoverableMessageHandlingException("
           "'reminder sent but not logged', 0, $e);\n        }")
    s.bash("pestok9", "vendor/bin/pest --filter=reminder",
           "\n   PASS  Tests\\Unit\\AppointmentReminderHandlerTest\n  ✓ it sends one text for a redelivered message     "
           "   0.12s\n  ✓ it does not retry when logging fails after the send     0.05s\n  ✓ it stores a 34 character "
           "Twilio SID                  0.04s\n\n   PASS  Tests\\Unit\\ReminderSchedulerTest\n  ✓ it sends the reminder "
           "at 17:00 London time the day before with data set \"winter\"   0.02s\n  ✓ ... \"summer (BST)\"   0.01s\n"
           "  ✓ ... \"day of the clock change\"   0.01s\n\n  Tests:    6 passed (14 assertions)\n  Duration: 0.88s")
    s.lesson("lesson4", "A Messenger handler that calls an outside service (SMS, email, payment) and then writes to the "
             "database must be idempotent: when the write fails after the call, the retry strategy (3 retries) repeats "
             "the call. Claim the work in the database first (unique key), and throw "
             "UnrecoverableMessageHandlingException for failures after the provider accepted it.",
             "kennelbook incident 24 Nov 2028: 38 owners got their reminder text 4 times")
    s.prompt("idemrule", "New rules, mine and Gwen's. Mine: every Messenger handler that talks to the outside world "
             "has to be idempotent and needs a test that delivers the same message twice. Gwen's: never more than one "
             "text per appointment, and if in doubt whether one went out, don't send. Also from her: no deploys on a "
             "Friday at all any more, Saturday is the busiest day in every salon.")
    s.pre_tool("prefailedrm", "Bash", {"command": "platform ssh -p q7vd3hxkm2ype -e main 'php bin/console "
                                                  "messenger:failed:remove --all --force'",
                                       "description": "Drop the 38 failed reminders (all were delivered 4x already)"})
    s.bash("failedrm", "platform ssh -p q7vd3hxkm2ype -e main 'php bin/console messenger:failed:remove --all --force'",
           "\n [OK] 38 messages were removed.")
    s.bash("deploy9", "vendor/bin/phpstan analyse -q && vendor/bin/pest --compact -q && git add -A && git commit -qm "
           "'fix: idempotent reminder handler, SID column 64 (incident 2028-11-24)' && git push platform main",
           "remote:       Executing deploy hook...\nremote:         [notice] Migrating up to "
           "DoctrineMigrations\\Version20281125095230\nremote:         [notice] finished in 74.3ms, used 26M memory, 1 "
           "migrations executed, 2 sql queries\nremote:       messenger (worker, size: S) restarted\nTo " + PLATFORM_GIT
           + "\n   a7f4e12..d02b6f9  main -> main")
    s.write("incnote", "docs/incidents/2028-11-24-duplicate-reminders.md",
            "# 24 November 2028: reminder texts sent four times\n\n- **When:** Friday 24 Nov, 17:00-17:01 (the first "
            "batch at the new 17:00 send time), fixed Saturday 25 Nov 11:20.\n- **Impact:** 38 Bristol owners with a "
            "Saturday booking got the same reminder 4 times; 2 cancelled. Cost: 152 texts instead of 38.\n"
            "- **Cause:** reminder_log.provider_message_id was VARCHAR(32), Twilio SIDs are 34 characters. The insert "
            "after a successful send failed, Messenger retried the message 3 times and every retry sent the text again.\n"
            "- **Fix:** column widened to 64; the handler claims the reminder (unique appointment_id + channel) before "
            "sending; failures after the send are not retried.\n- **Follow-up:** Gwen texted the 38 owners an apology "
            "on Saturday morning from the salon phone. No deploys on Fridays from now on.\n")
    s.remember("memincident", "Incident 24 Nov 2028 (kennelbook): 38 Bristol owners got the 17:00 reminder text 4 "
               "times. Cause: reminder_log.provider_message_id VARCHAR(32) vs 34-character Twilio SIDs, so the insert "
               "after the send failed and Messenger retried 3x. Fixed 25 Nov: VARCHAR(64), unique (appointment_id, "
               "channel) claimed before sending, UnrecoverableMessageHandlingException after the send. Rules since: "
               "handlers idempotent with a redelivery test; at most one text per appointment; no Friday deploys.",
               "duplicate reminder texts incident", "event")
    s.stop()
    s.end()


# ------------------------------------------------------------------ s10: slow day list, PHPStan level 8
def s10(s):
    s.start()
    s.bash(None, "git status && git log --oneline -3", "On branch main\nYour branch is up to date with 'origin/main'.\n\n"
           "nothing to commit, working tree clean\nd02b6f9 fix: idempotent reminder handler, SID column 64 (incident "
           "2028-11-24)\na7f4e12 feat: reminders at 17:00 the day before (Europe/London); day list by start time; "
           "reminder delivery log\n1c93f0b fix(deploy): run migrations in the deploy hook")
    s.prompt("slowlist", "Dev says opening Saturday's day list in Bristol takes four or five seconds on the tablet "
             "(62 bookings on a Saturday). Find out where the time goes.")
    s.bash("nplus1", "curl -s -o /dev/null -D - 'https://127.0.0.1:8000/api/appointments?salon=1&startsAt[after]="
           "2028-12-02&startsAt[before]=2028-12-03' | grep -i x-debug-token && php bin/console debug:profiler --last=1",
           "x-debug-token: 4c1f7a\nx-debug-token-link: https://127.0.0.1:8000/_profiler/4c1f7a\n\n ------- ------ "
           "-------------------------------------------- -------- ------- ----------\n  Token   Method  URL        "
           "                                  Status   Time    DB queries\n ------- ------ ----------------------------"
           "---------------- -------- ------- ----------\n  4c1f7a  GET    /api/appointments?salon=1&startsAt[after]=...   "
           "200      3912ms  249\n ------- ------ -------------------------------------------- -------- ------- ----------")
    s.prompt("nplus1why", "249 queries for 62 appointments: every card lazy-loads its pet, the pet's owner, the groomer "
             "and the treatments one by one (classic N+1; the temperament note we added Friday made it worse). Add a "
             "query collection extension that fetch-joins all four for the appointments collection.")
    s.write("daylistext", "src/Doctrine/DayListExtension.php",
            "<?php\n\ndeclare(strict_types=1);\n\nnamespace App\\Doctrine;\n\nuse ApiPlatform\\Doctrine\\Orm\\Extension\\"
            "QueryCollectionExtensionInterface;\nuse ApiPlatform\\Doctrine\\Orm\\Util\\QueryNameGeneratorInterface;\n"
            "use ApiPlatform\\Metadata\\Operation;\nuse App\\Entity\\Appointment;\nuse Doctrine\\ORM\\QueryBuilder;\n\n"
            "/** The desk's day list: one query with pet, owner, groomer and treatments instead of 4 per card. */\n"
            "final class DayListExtension implements QueryCollectionExtensionInterface\n{\n    public function "
            "applyToCollection(QueryBuilder $qb, QueryNameGeneratorInterface $names, string $resourceClass, ?Operation "
            "$operation = null, array $context = []): void\n    {\n        if (Appointment::class !== $resourceClass) {\n"
            "            return;\n        }\n        $a = $qb->getRootAliases()[0];\n        $qb->leftJoin(\"$a.pet\", 'p')"
            "->addSelect('p')\n            ->leftJoin('p.owner', 'o')->addSelect('o')\n            ->leftJoin(\"$a.groomer"
            "\", 'g')->addSelect('g')\n            ->leftJoin(\"$a.treatments\", 't')->addSelect('t');\n    }\n}\n")
    s.bash("fastlist", "curl -s -o /dev/null 'https://127.0.0.1:8000/api/appointments?salon=1&startsAt[after]=2028-12-02"
           "&startsAt[before]=2028-12-03' && php bin/console debug:profiler --last=1",
           " ------- ------ -------------------------------------------- -------- ------- ----------\n  Token   Method  "
           "URL                                          Status   Time    DB queries\n ------- ------ ------------------"
           "-------------------------- -------- ------- ----------\n  91be02  GET    /api/appointments?salon=1&startsAt"
           "[after]=...   200      214ms   3\n ------- ------ -------------------------------------------- -------- "
           "------- ----------")
    s.prompt("phpstan8", "Ollie asked whether we can go stricter on static analysis while the codebase is still small. "
             "Agreed: PHPStan from level 6 to level 8, no baseline file, we fix everything it finds now.")
    s.edit("level8", "phpstan.dist.neon", "parameters:\n    level: 6", "parameters:\n    level: 8  # since 29 Nov "
           "(Ollie); no baseline")
    s.tool_failure("stanmem", "Bash", {"command": "vendor/bin/phpstan analyse --no-progress",
                                       "description": "Run PHPStan at level 8"},
                   "Exit code 255\nPHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate "
                   "20480 bytes) in phar:///home/ines/src/kennelbook/vendor/phpstan/phpstan/phpstan.phar/vendor/nikic/"
                   "php-parser/lib/PhpParser/NodeTraverser.php on line 159\nPHPStan process crashed because it reached "
                   "configured PHP memory limit: 128M\nIncrease your memory limit in php.ini or run PHPStan with "
                   "--memory-limit CLI option.")
    s.bash("phpstan8fail", "composer stan -- --no-progress | tail -n 14",
           " ------ ------------------------------------------------------------------------------------\n  Line   "
           "src/MessageHandler/AppointmentReminderHandler.php\n ------ -----------------------------------------------"
           "-------------------------------------\n  44     Cannot call method getOwner() on App\\Entity\\Pet|null.\n"
           "         🪪  method.nonObject\n ------ -----------------------------------------------------------------"
           "-------------------\n  Line   src/Scheduling/ReminderScheduler.php\n ------ --------------------------------"
           "----------------------------------------------------\n  31     Cannot call method setTimezone() on "
           "DateTimeImmutable|null.\n         🪪  method.nonObject\n ------ ---------------------------------------------"
           "---------------------------------------\n\n [ERROR] Found 23 errors", code=1)
    s.multiedit(None, "src/Scheduling/ReminderScheduler.php", [
        ("        return $appointment->getStartsAt()->setTimezone($london)",
         "        $startsAt = $appointment->getStartsAt() ?? throw new \\LogicException('appointment without start');\n\n"
         "        return $startsAt->setTimezone($london)"),
        ("        $owner = $appointment->getPet()->getOwner();", "        $owner = $appointment->requirePet()->requireOwner();"),
    ])
    s.bash("phpstan8ok", "composer stan -- --no-progress && vendor/bin/pest --compact",
           "> phpstan analyse --memory-limit=512M '--no-progress'\n\n [OK] No errors\n\n\n  .........................\n\n"
           "  Tests:    25 passed (71 assertions)\n  Duration: 2.94s")
    s.prompt("review", "Gwen has called a review for Friday 1 December at 14:00 with Kasia Nowak (Bath) and Marcus Hale "
             "(Cheltenham) to decide when their salons switch. She wants numbers from the first Bristol week: "
             "bookings made in the system, reminders sent and delivered, no-shows.")
    s.bash("stats", "platform sql -p q7vd3hxkm2ype -e main \"select (select count(*) from appointment where created_at >= "
           "'2028-11-24' and source = 'desk') booked, (select count(*) from reminder_log) reminders, (select count(*) "
           "from reminder_log where status = 'delivered') delivered, (select count(*) from reminder_log where status = "
           "'failed') failed, (select count(*) from appointment where status = 'no_show' and starts_at >= '2028-11-24') "
           "no_shows\"",
           " booked | reminders | delivered | failed | no_shows \n--------+-----------+-----------+--------+----------\n"
           "    214 |       331 |       326 |      5 |        3\n(1 row)")
    s.bash("commit10", "git add -A && git commit -m 'perf: fetch-join the day list (249 -> 3 queries); chore: phpstan "
           "level 8'", "[main 6c3e8a0] perf: fetch-join the day list (249 -> 3 queries); chore: phpstan level 8\n 16 "
           "files changed, 119 insertions(+), 52 deletions(-)")
    s.stop()
    s.end()


# --------------------------------------------------------------------------- s11: review outcome, plans
def s11(s):
    s.start()
    s.prompt("outcome", "Review done, good mood. Decisions: Bath goes live on Monday 11 December, Cheltenham on Monday "
             "8 January after the Christmas rush. Before Bath, the Platform.sh project moves from the Development plan "
             "to Standard (Gwen upgrades it on Thursday 7 December). In January: a £10 deposit through Stripe for new "
             "owners' first booking, then online booking for existing owners in February. Marcus wants every reminder "
             "to name the salon and its address, so owners who use two branches go to the right one; Kasia wants the "
             "email reminders to carry the same.")
    s.edit("branchsms", "src/Notification/ReminderTextFactory.php",
           "            \"Hi %s, a reminder that %s is booked in at Scruff & Suds %s on %s at %s. Reply C to cancel.\",",
           "            // Marcus (Cheltenham): name the branch and its address, owners use more than one salon\n"
           "            \"Hi %s, a reminder that %s is booked in at Scruff & Suds %s (%s) tomorrow, %s at %s. Reply C to "
           "cancel.\",")
    s.bash("pestok11", "vendor/bin/phpstan analyse -q --memory-limit=512M && vendor/bin/pest --compact",
           "\n  ..........................\n\n  Tests:    26 passed (74 assertions)\n  Duration: 3.02s")
    s.write("rolloutdoc", "docs/rollout.md",
            "# Rollout plan (review of 1 December 2028: Gwen, Kasia, Marcus)\n\n| date | what |\n|---|---|\n"
            "| Thu 7 Dec | Platform.sh plan Development -> Standard (Gwen) |\n| Mon 11 Dec | Bath (Walcot Street) live: "
            "import from GroomDesk on Sunday 10 Dec evening, Kasia at the desk |\n| Mon 8 Jan | Cheltenham (Montpellier) "
            "live, Marcus |\n| January | GBP 10 deposit via Stripe for a new owner's first booking |\n| February | "
            "online booking for existing owners |\n\nFirst Bristol week (24-30 Nov): 214 bookings made at the desk, 331 "
            "reminders, 326 delivered, 5 failed (landlines), 3 no-shows.\n")
    s.bash("tag11", "git add -A && git commit -qm 'feat: reminders name the salon and its address; docs: rollout plan' "
           "&& git tag -a v1.1.0 -m 'v1.1.0: branch address in reminders' && git push origin main v1.1.0 && git push "
           "platform main",
           "To github.com:scruffandsuds/kennelbook.git\n   6c3e8a0..b5d1f27  main -> main\n * [new tag]         v1.1.0 -> "
           "v1.1.0\nremote:       Executing deploy hook...\nremote:     Environment routes\nremote:       "
           "https://book.scruffandsuds.co.uk/ is served by application `app`\nTo " + PLATFORM_GIT +
           "\n   6c3e8a0..b5d1f27  main -> main")
    s.remember("memrollout", "kennelbook rollout decided at the review on Friday 1 Dec 2028 (Gwen Holloway, Kasia Nowak "
               "for Bath, Marcus Hale for Cheltenham): Platform.sh plan Development -> Standard on Thu 7 Dec; Bath live "
               "Mon 11 Dec; Cheltenham live Mon 8 Jan 2029; £10 Stripe deposit for new owners in January; online booking "
               "for existing owners in February. Reminders name the salon and its address (v1.1.0).",
               "rollout dates for Bath and Cheltenham", "decision")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2028-11-06T09:10:00", "5a0e7c31-9b2d-4f1e-8c3a-6d4b2e1f6401", s1),    # Mon
    ("s2", "2028-11-08T10:05:00", "6b1f8d42-ac3e-4a2f-9d4b-7e5c3f206402", s2),    # Wed
    ("s3", "2028-11-10T13:40:00", "7c209e53-bd4f-4b30-ae5c-8f6d40316403", s3),    # Fri
    ("s4", "2028-11-14T09:20:00", "8d31af64-ce50-4c41-bf6d-907e51426404", s4),    # Tue
    ("s5", "2028-11-16T10:00:00", "9e42b075-df61-4d52-c07e-a18f62536405", s5),    # Thu
    ("s6", "2028-11-20T09:30:00", "af53c186-e072-4e63-d18f-b29073646406", s6),    # Mon
    ("s7", "2028-11-22T09:00:00", "b064d297-f183-4f74-e290-c3a184756407", s7),    # Wed
    ("s8", "2028-11-24T08:30:00", "c175e3a8-0294-4085-f3a1-d4b295866408", s8),    # Fri
    ("s9", "2028-11-25T09:10:00", "d286f4b9-13a5-4196-04b2-e5c3a6976409", s9),    # Sat
    ("s10", "2028-11-29T10:00:00", "e39705ca-24b6-42a7-15c3-f6d4b7a86410", s10),  # Wed
    ("s11", "2028-12-01T16:10:00", "f4a816db-35c7-43b8-26d4-07e5c8b96411", s11),  # Fri
]

#: When the questions are asked: the Monday morning after the last session (a Friday).
ASKED_AT = "2028-12-04T08:30:00Z"
