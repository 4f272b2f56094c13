"""The eleven sessions of the hearthside history, step by step (see build.py and README.md)."""
from __future__ import annotations

from functools import partial

from _agentset import Session  # bench/, on the path of build.py

from ad39_files import (
    BLOCK_JSON,
    COMPOSER_JSON,
    DELIVERY_FEE_PHP,
    MAIN_PHP,
    PHPSTAN_NEON,
    RELEASE_YML,
    SLOT_MANAGER_PHP,
    SLOT_PICKER_JS,
    SLOT_REPOSITORY_PHP,
    WP_ENV_JSON,
)

STAGING = "ssh fellsidefuel@35.214.61.20 -p 41822"
PROD = "ssh fellsidefuel@35.214.61.20 -p 37104"
OVERBOOK_CMD = (PROD + " \"wp db query \\\"SELECT o.id, o.date_created_gmt FROM wp_wc_orders o JOIN "
                "wp_wc_orders_meta m ON m.order_id = o.id AND m.meta_key = '_hearthside_slot' WHERE m.meta_value = "
                "'2027-10-23|am' AND o.status <> 'wc-cancelled' ORDER BY o.date_created_gmt\\\" --skip-column-names | wc -l "
                "&& wp db query \\\"SELECT MIN(o.date_created_gmt), MAX(o.date_created_gmt) FROM wp_wc_orders o JOIN "
                "wp_wc_orders_meta m ON m.order_id = o.id WHERE m.meta_value = '2027-10-23|am'\\\" --skip-column-names\"")


# -- the shared builder's steps, with this set's defaults ---------------------------------------------
pre = partial(Session.pre_tool, minutes=0.2)
failed = partial(Session.tool_failure, minutes=1.5)


def multiedit(s, marker, path, edits, minutes=3):
    full = f"{s.cwd}/{path}"
    s._tool(marker, "MultiEdit", {"file_path": full, "edits": [{"old_string": o, "new_string": n} for o, n in edits]},
            {"filePath": full, "edits": [{"old_string": o, "new_string": n, "replace_all": False} for o, n in edits],
             "originalFileContents": "", "structuredPatch": [], "userModified": False}, minutes)


def phpunit_ok(tests, assertions, secs="4.212"):
    return ("ℹ Starting 'vendor/bin/phpunit' on the tests-cli container.\n\n"
            "Installing...\nRunning as single site... To run multisite, use -c tests/phpunit/multisite.xml\n"
            "Not running ajax tests. To execute these, use --group ajax.\n"
            "PHPUnit 9.6.21 by Sebastian Bergmann and contributors.\n\n"
            + "." * tests + f"  {tests} / {tests} (100%)\n\nTime: 00:{secs}, Memory: 58.50 MB\n\n"
            f"OK ({tests} tests, {assertions} assertions)\n✔ Ran `vendor/bin/phpunit` in 'tests-cli'. (in 9s 118ms)")


PHPUNIT = "npx wp-env run tests-cli --env-cwd=wp-content/plugins/hearthside vendor/bin/phpunit"


# -- sessions ---------------------------------------------------------------------------------
def s1(s):
    s.start()
    s.prompt("goal", "New project: hearthside. It's a WooCommerce extension for Fellside Fuel & Stoves in Kendal "
             "(owner Meredith Okafor): they sell kiln-dried logs, kindling, smokeless coal and wood-burning stoves "
             "and deliver with their own two vans. Customers should book a delivery slot at checkout (a day plus "
             "morning or afternoon), and Gethin Pryce, who runs the vans, plans his rounds from those bookings. "
             "Plugin in PHP 8.2 with Composer autoload, a custom REST endpoint for availability, wp-env for local "
             "dev, PHPUnit with the WordPress test suite, PHPStan. Scaffold it.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 callum callum 4096 Oct  4 09:11 .\ndrwxr-xr-x 14 callum callum "
           "4096 Oct  4 09:10 ..\ndrwxr-xr-x  7 callum callum 4096 Oct  4 09:11 .git\n-rw-r--r--  1 callum callum   "
           "24 Oct  4 09:11 README.md")
    s.prompt("rules", "House rules for this plugin: PHP 8.2 minimum and declare(strict_types=1) at the top of every "
             "PHP file. Everything namespaced under Hearthside\\, options and hooks prefixed hearthside_, text domain "
             "'hearthside', every string a customer or shop manager sees goes through __(). Never edit WooCommerce "
             "core and never override its templates: hooks and filters only. And no jQuery in anything new.")
    s.write("composer", "composer.json", COMPOSER_JSON)
    s.bash("composerinstall", "composer install",
           "Installing dependencies from lock file (including require-dev)\nPackage operations: 41 installs, 0 updates, "
           "0 removals\n  - Installing php-stubs/wordpress-stubs (v6.6.2)\n  - Installing php-stubs/woocommerce-stubs "
           "(v9.3.0)\n  - Installing phpstan/phpstan (1.12.6)\n  - Installing szepeszt/phpstan-wordpress (v1.3.5)\n"
           "  - Installing phpunit/phpunit (9.6.21)\n  - Installing yoast/phpunit-polyfills (2.0.2)\n"
           "Generating optimized autoload files\n31 packages you are using are looking for funding.")
    s.write("mainfile", "hearthside.php", MAIN_PHP)
    s.write("wpenv", ".wp-env.json", WP_ENV_JSON)
    s.bash("wpenvfail", "npx wp-env start",
           "⠋ Starting 'hearthside' WordPress environment.\n✖ Error while running docker compose command.\n"
           "Error response from daemon: driver failed programming external connectivity on endpoint "
           "3f0c9a1e2b7d_wordpress-1: Bind for 0.0.0.0:8888 failed: port is already allocated", code=1)
    s.prompt("portwhy", "8888 is the wp-env of my other client (the Grasmere bakery shop), I keep it running all "
             "week. Move this one to 8890 and the tests instance to 8891.")
    s.edit("portfix", ".wp-env.json", '\t"port": 8888,\n\t"testsPort": 8889,', '\t"port": 8890,\n\t"testsPort": 8891,')
    s.bash("wpenvok", "npx wp-env start",
           "✔ Done! (in 1m 52s 604ms)\nWordPress development site started at http://localhost:8890\n"
           "WordPress test site started at http://localhost:8891\nMySQL is listening on port 32771\n"
           "MySQL for automated testing is listening on port 32772")
    s.prompt("metadecision", "Where the booked slot lives: on the order itself, as meta _hearthside_slot with a "
             "value like '2027-10-12|am', written through $order->update_meta_data() so it works with HPOS. "
             "Capacity is then just counting orders with that value. No custom database tables: I don't want to "
             "maintain schema upgrades in a plugin this small.")
    s.write("phpstan1", "phpstan.neon", PHPSTAN_NEON)
    s.remember("memstack", "hearthside (WooCommerce plugin for Fellside Fuel & Stoves, Kendal; owner Meredith Okafor, "
               "vans run by Gethin Pryce): PHP 8.2, Composer PSR-4 namespace Hearthside\\ in src/ (classmap "
               "includes/), wp-env with WordPress 6.6.2 and WooCommerce 9.3.3 on http://localhost:8890 (tests 8891, "
               "8888 is taken by another client's env), PHPUnit 9.6 with the WP test suite run inside tests-cli, "
               "PHPStan level 6 with szepeszt/phpstan-wordpress and woocommerce-stubs. Booked slot stored as order "
               "meta _hearthside_slot ('Y-m-d|am' or '|pm').", "hearthside stack and local setup", "fact")
    s.bash("commit1", "git add -A && git commit -m 'chore: scaffold plugin, composer autoload, wp-env, phpstan'",
           "[main (root-commit) 3c81f0a] chore: scaffold plugin, composer autoload, wp-env, phpstan\n"
           " 9 files changed, 246 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("slotrules", "Slot rules from Gethin. Zones by postcode district: LA9 (Kendal) Monday to Saturday; LA8 "
             "and LA23 (Staveley, Windermere) Tuesday, Thursday and Saturday; CA10 and CA11 (Penrith) Wednesday and "
             "Friday only. Two half-day slots, AM 8-12 and PM 12-5. Each slot takes 10 drops in total. Orders must be "
             "in by 14:00 the day before. Offer the next 10 days. Keep the zone table in an option "
             "(hearthside_zones) so it can change without a release.")
    s.write("slotmanager", "includes/class-hs-slot-manager.php", SLOT_MANAGER_PHP)
    s.bash("seedzones", "npx wp-env run cli wp option update hearthside_zones --format=json "
           "'[{\"id\":\"kendal\",\"districts\":[\"LA9\"],\"days\":[1,2,3,4,5,6]},{\"id\":\"lakes\",\"districts\":"
           "[\"LA8\",\"LA23\"],\"days\":[2,4,6]},{\"id\":\"penrith\",\"districts\":[\"CA10\",\"CA11\"],\"days\":[3,5]}]'",
           "Success: Updated 'hearthside_zones' option.")
    s.write("rest1", "includes/class-hs-rest.php",
            "<?php\n/**\n * REST: GET /wp-json/hearthside/v1/slots?postcode=... (public, read-only).\n *\n * @package "
            "Hearthside\n */\n\ndeclare(strict_types=1);\n\ndefined( 'ABSPATH' ) || exit;\n\nclass HS_Rest {\n\n"
            "\tpublic function register(): void {\n\t\tadd_action( 'rest_api_init', array( $this, 'routes' ) );\n\t}\n\n"
            "\tpublic function routes(): void {\n\t\tregister_rest_route(\n\t\t\t'hearthside/v1',\n\t\t\t'/slots',\n"
            "\t\t\tarray(\n\t\t\t\t'methods'             => WP_REST_Server::READABLE,\n\t\t\t\t'callback'            "
            "=> array( $this, 'get_slots' ),\n\t\t\t\t'permission_callback' => '__return_true',\n\t\t\t\t'args'        "
            "        => array(\n\t\t\t\t\t'postcode' => array( 'type' => 'string', 'required' => true ),\n\t\t\t\t),\n"
            "\t\t\t)\n\t\t);\n\t}\n\n\tpublic function get_slots( WP_REST_Request $request ): WP_REST_Response {\n"
            "\t\t$postcode = (string) $request->get_param( 'postcode' );\n\t\treturn new WP_REST_Response(\n\t\t\tarray(\n"
            "\t\t\t\t'postcode' => $postcode,\n\t\t\t\t'zone'     => ( new HS_Slot_Manager() )->zone_for( $postcode ),\n"
            "\t\t\t\t'slots'    => hs_get_available_slots( $postcode ),\n\t\t\t)\n\t\t);\n\t}\n}\n")
    s.edit("classichook", "hearthside.php", "\t\t( new HS_Rest() )->register();",
           "\t\t( new HS_Rest() )->register();\n\t\t( new HS_Checkout_Field() )->register(); // "
           "woocommerce_review_order_before_payment (select), woocommerce_after_checkout_validation, "
           "woocommerce_checkout_create_order (saves _hearthside_slot)")
    s.bash("noslots1", "curl -s 'http://localhost:8890/wp-json/hearthside/v1/slots?postcode=la94qr' | jq -c . && "
           "curl -s 'http://localhost:8890/wp-json/hearthside/v1/slots?postcode=LA9%204QR' | jq -c '.zone, "
           "(.slots | length)'",
           "{\"postcode\":\"la94qr\",\"zone\":null,\"slots\":[]}\n{\"district\":\"LA9\",\"days\":[1,2,3,4,5,6]}\n14")
    s.prompt("noslotswhy1", "So the checkout says 'No delivery slots available' whenever a customer types the "
             "postcode in lower case or without the space: zone_for() cuts the district at the first space (strpos "
             "gives false, so an empty district) and compares it case-sensitively. Normalise with "
             "wc_normalize_postcode() and take the outward code as everything but the last three characters.")
    s.edit("noslotsfix1", "includes/class-hs-slot-manager.php",
           "\t\t$district = substr( $postcode, 0, (int) strpos( $postcode, ' ' ) );",
           "\t\t$normal   = wc_normalize_postcode( $postcode ); // upper case, no spaces: 'LA94QR'\n"
           "\t\t$district = strlen( $normal ) > 3 ? substr( $normal, 0, -3 ) : ''; // outward code: 'LA9'")
    s.lesson("lesson1", "UK postcodes arrive in any shape (lower case, no space, extra spaces): normalise with "
             "wc_normalize_postcode() and take the outward code as all but the last 3 characters before looking up "
             "a delivery zone; cutting at the first space silently gives no zone and therefore no slots.",
             "hearthside: /slots returned zone null and no slots for 'la94qr' while 'LA9 4QR' worked")
    s.bash("testfatal", PHPUNIT,
           "ℹ Starting 'vendor/bin/phpunit' on the tests-cli container.\n\nInstalling...\nRunning as single site... "
           "To run multisite, use -c tests/phpunit/multisite.xml\nPHPUnit 9.6.21 by Sebastian Bergmann and "
           "contributors.\n\nPHP Fatal error:  Uncaught Error: Call to undefined function wc_get_orders() in "
           "/var/www/html/wp-content/plugins/hearthside/includes/class-hs-slot-manager.php:88\nStack trace:\n"
           "#0 /var/www/html/wp-content/plugins/hearthside/includes/class-hs-slot-manager.php(71): "
           "HS_Slot_Manager->booked('2027-10-07', 'am')\n#1 /var/www/html/wp-content/plugins/hearthside/tests/"
           "test-slot-manager.php(34): HS_Slot_Manager->get_available_slots('LA9 4QR')\n"
           "✖ Command failed with exit code 255", code=255)
    s.prompt("testfatalwhy", "The WP test bootstrap only loads our plugin, WooCommerce isn't there at all. In "
             "tests/bootstrap.php load woocommerce/woocommerce.php before hearthside.php on muplugins_loaded, and run "
             "WC_Install::install() after setup_theme so its tables and roles exist.")
    s.edit("bootstrapfix", "tests/bootstrap.php",
           "tests_add_filter( 'muplugins_loaded', static fn () => require dirname( __DIR__ ) . '/hearthside.php' );",
           "tests_add_filter(\n\t'muplugins_loaded',\n\tstatic function (): void {\n\t\trequire WP_PLUGIN_DIR . "
           "'/woocommerce/woocommerce.php';\n\t\trequire dirname( __DIR__ ) . '/hearthside.php';\n\t}\n);\n"
           "tests_add_filter( 'setup_theme', static fn () => WC_Install::install() );")
    s.bash("testok2", PHPUNIT, phpunit_ok(9, 21, "03.871"))
    s.bash("commit2", "git add -A && git commit -m 'feat: delivery zones and slots, GET hearthside/v1/slots, classic "
           "checkout field'", "[main 7d2e4b9] feat: delivery zones and slots, GET hearthside/v1/slots, classic "
           "checkout field\n 8 files changed, 412 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("pricing", "Meredith's delivery pricing: £6.50 delivery on baskets under £100, free from £100 (basket "
             "incl. VAT, before the fee). A Saturday slot costs £10 extra on top, always, even when delivery is "
             "free. Add them as cart fees labelled 'Delivery' and 'Saturday delivery'. Keep money as integer pence "
             "in our code and only turn it into pounds when handing it to WooCommerce.")
    s.write("feeclass", "includes/class-hs-delivery-fee.php", DELIVERY_FEE_PHP)
    s.write(None, "tests/test-delivery-fee.php",
            "<?php\ndeclare(strict_types=1);\n\nclass Test_Delivery_Fee extends WP_UnitTestCase {\n\n"
            "\tpublic function test_small_basket_pays_delivery(): void {\n\t\t$this->assertSame( array( 'Delivery' => "
            "650 ), ( new HS_Delivery_Fee() )->fees_for( 4200, '2027-10-13' ) );\n\t}\n\n\tpublic function "
            "test_basket_of_exactly_100_pounds_is_free(): void {\n\t\t$this->assertSame( array(), ( new "
            "HS_Delivery_Fee() )->fees_for( 10000, '2027-10-13' ) );\n\t}\n\n\tpublic function "
            "test_saturday_costs_extra_even_when_free(): void {\n\t\t$this->assertSame( array( 'Saturday delivery' => "
            "1000 ), ( new HS_Delivery_Fee() )->fees_for( 18000, '2027-10-16' ) );\n\t}\n}\n")
    s.bash("feefail", PHPUNIT,
           "PHPUnit 9.6.21 by Sebastian Bergmann and contributors.\n\n.........F..  12 / 12 (100%)\n\nThere was 1 "
           "failure:\n\n1) Test_Delivery_Fee::test_basket_of_exactly_100_pounds_is_free\nFailed asserting that Array "
           "&0 (\n    'Delivery' => 650\n) is identical to Array &1 ().\n\n/var/www/html/wp-content/plugins/"
           "hearthside/tests/test-delivery-fee.php:11\n\nFAILURES!\nTests: 12, Assertions: 27, Failures: 1.",
           code=1)
    s.prompt("feewhy", "'Free from £100' means a basket of exactly £100.00 is free: the comparison has to be "
             "strictly less than 10000 pence, not less-or-equal.")
    s.edit("feefix", "includes/class-hs-delivery-fee.php", "\t\tif ( $basket_pence <= self::FREE_FROM_PENCE ) {",
           "\t\tif ( $basket_pence < self::FREE_FROM_PENCE ) {")
    s.bash("stanfail1", "vendor/bin/phpstan analyse --no-progress",
           " ------ ----------------------------------------------------------------------------------\n  Line   "
           "includes/class-hs-delivery-fee.php\n ------ ---------------------------------------------------------"
           "-------------------------\n  33     Method HS_Delivery_Fee::add_fees() has parameter $cart with no type "
           "specified.\n  44     Parameter #2 $amount of method WC_Cart::add_fee() expects float|int, string given."
           "\n ------ ----------------------------------------------------------------------------------\n\n [ERROR] "
           "Found 2 errors", code=1)
    s.edit("stanfix1", "includes/class-hs-delivery-fee.php", "\tpublic function add_fees( $cart ): void {",
           "\tpublic function add_fees( WC_Cart $cart ): void {")
    s.bash("slowcurl", "time curl -s -o /dev/null 'http://localhost:8890/wp-json/hearthside/v1/slots?postcode=LA9%204QR'",
           "\nreal\t0m1.842s\nuser\t0m0.006s\nsys\t0m0.004s")
    s.prompt("cachedecision", "1.8 s per availability request is too slow, the block will call it on every postcode "
             "change: it runs a wc_get_orders meta query for each of 20 slots. Cache each zone's availability in a "
             "transient for 10 minutes (hearthside_avail_{zone}) and delete it when an order with a slot is created. "
             "Ten minutes of slightly stale counts is fine for a log delivery.")
    s.edit("transient", "includes/class-hs-slot-manager.php",
           "\t\t$now   = new DateTimeImmutable( 'now', wp_timezone() );",
           "\t\t$cached = get_transient( 'hearthside_avail_' . $zone['id'] );\n\t\tif ( is_array( $cached ) ) {\n"
           "\t\t\treturn $cached;\n\t\t}\n\t\t$now   = new DateTimeImmutable( 'now', wp_timezone() );")
    s.bash("cachetiming", "curl -s -o /dev/null 'http://localhost:8890/wp-json/hearthside/v1/slots?postcode=LA9%204QR'"
           " && time curl -s -o /dev/null 'http://localhost:8890/wp-json/hearthside/v1/slots?postcode=LA9%204QR'",
           "\nreal\t0m0.094s\nuser\t0m0.005s\nsys\t0m0.004s")
    s.remember("mempricing", "Fellside delivery pricing (Meredith, 8 Oct 2027): £6.50 delivery fee when the basket "
               "incl. VAT is under £100, free from £100.00 exactly; Saturday slots add a £10 surcharge even when "
               "delivery is free. Implemented in HS_Delivery_Fee as constants FEE_PENCE 650, FREE_FROM_PENCE 10000, "
               "SATURDAY_PENCE 1000 (integer pence), added through woocommerce_cart_calculate_fees.",
               "delivery pricing rule", "fact")
    s.bash("commit3", "git add -A && git commit -m 'feat: delivery fee and saturday surcharge; cache availability "
           "10 min'", "[main a41c7e2] feat: delivery fee and saturday surcharge; cache availability 10 min\n"
           " 5 files changed, 167 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash("gitlog4", "git log --oneline -3", "a41c7e2 feat: delivery fee and saturday surcharge; cache availability 10 "
           "min\n7d2e4b9 feat: delivery zones and slots, GET hearthside/v1/slots, classic checkout field\n"
           "3c81f0a chore: scaffold plugin, composer autoload, wp-env, phpstan")
    s.prompt("blockdecision", "Bad news from Tamsin Reeve (she built the shop's theme): the live checkout page is the "
             "Checkout block, she switched it when she rebuilt the theme in the summer, so our field on "
             "woocommerce_review_order_before_payment never shows up there. Drop the classic-checkout field "
             "entirely. Build the slot picker as a checkout inner block in React with @wordpress/scripts, "
             "registered with registerCheckoutBlock under the shipping methods, and send the chosen slot through the "
             "Store API as extension data (namespace hearthside). Validate it server-side when the Store API places "
             "the order.")
    s.bash("npminstall", "npm init -y >/dev/null && npm install --save-dev @wordpress/scripts@30 && npm pkg set "
           "scripts.build='wp-scripts build' scripts.start='wp-scripts start' scripts.test:php='composer test'",
           "added 1514 packages, and audited 1515 packages in 58s\n\n243 packages are looking for funding\n"
           "  run `npm fund` for details\n\nfound 0 vulnerabilities")
    s.write("blockjson", "blocks/delivery-slot/block.json", BLOCK_JSON)
    s.write("pickerjs", "blocks/delivery-slot/frontend.js", SLOT_PICKER_JS)
    pre(s, "prebuild", "Bash", {"command": "npm run build", "description": "Build the slot picker block"})
    s.bash("buildfail", "npm run build",
           "> hearthside@0.1.0 build\n> wp-scripts build\n\nassets by status 1.02 KiB [cached] 1 asset\n\n"
           "ERROR in ./blocks/delivery-slot/frontend.js 7:0-67\nModule not found: Error: Can't resolve "
           "'@woocommerce/blocks-checkout' in '/home/callum/src/hearthside/blocks/delivery-slot'\n\n"
           "webpack 5.95.0 compiled with 1 error in 2841 ms", desc="Build the slot picker block", code=1)
    s.prompt("buildwhy", "@woocommerce/blocks-checkout isn't something we bundle: WooCommerce ships it at runtime as "
             "the wc-blocks-checkout script. Add @woocommerce/dependency-extraction-webpack-plugin in a "
             "webpack.config.js so those imports become externals and end up in the generated asset file's "
             "dependencies.")
    s.write("webpackfix", "webpack.config.js",
            "const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );\n"
            "const WooCommerceDependencyExtractionWebpackPlugin = require( "
            "'@woocommerce/dependency-extraction-webpack-plugin' );\n\nmodule.exports = {\n\t...defaultConfig,\n"
            "\tentry: {\n\t\t'delivery-slot/index': './blocks/delivery-slot/index.js',\n\t\t'delivery-slot/frontend': "
            "'./blocks/delivery-slot/frontend.js',\n\t},\n\tplugins: [\n\t\t...defaultConfig.plugins.filter(\n\t\t\t"
            "( p ) => p.constructor.name !== 'DependencyExtractionWebpackPlugin'\n\t\t),\n\t\tnew "
            "WooCommerceDependencyExtractionWebpackPlugin(),\n\t],\n};\n")
    s.bash("buildok", "npm install --save-dev @woocommerce/dependency-extraction-webpack-plugin@3 && npm run build",
           "added 3 packages in 4s\n\n> hearthside@0.1.0 build\n> wp-scripts build\n\nasset delivery-slot/frontend.js "
           "6.14 KiB [emitted] [minimized] (name: delivery-slot/frontend)\nasset delivery-slot/frontend.asset.php 196 "
           "bytes [emitted] (name: delivery-slot/frontend)\n  array('dependencies' => array('react', 'wc-blocks-checkout', "
           "'wp-api-fetch', 'wp-components', 'wp-element', 'wp-i18n'), 'version' => '4b1e0d7c9a2f')\n"
           "webpack 5.95.0 compiled successfully in 3127 ms")
    s.write("storeapi", "includes/class-hs-store-api.php",
            "<?php\n/**\n * The slot through the Store API: schema for extension data 'hearthside', validation and "
            "saving when the Checkout block places the order.\n *\n * @package Hearthside\n */\n\n"
            "declare(strict_types=1);\n\ndefined( 'ABSPATH' ) || exit;\n\nuse Automattic\\WooCommerce\\StoreApi\\"
            "Schemas\\V1\\CheckoutSchema;\n\nclass HS_Store_Api {\n\n\tpublic function register(): void {\n"
            "\t\twoocommerce_store_api_register_endpoint_data(\n\t\t\tarray(\n\t\t\t\t'endpoint'        => "
            "CheckoutSchema::IDENTIFIER,\n\t\t\t\t'namespace'       => 'hearthside',\n\t\t\t\t'schema_callback' => "
            "static fn () => array( 'slot' => array( 'type' => 'string', 'context' => array( 'view', 'edit' ) ) ),\n"
            "\t\t\t)\n\t\t);\n\t\tadd_action( 'woocommerce_store_api_checkout_update_order_from_request', array( "
            "$this, 'save' ), 10, 2 );\n\t}\n\n\tpublic function save( WC_Order $order, WP_REST_Request $request ): "
            "void {\n\t\t$slot = (string) ( $request['extensions']['hearthside']['slot'] ?? '' );\n\t\tif ( ! "
            "$this->is_bookable( $slot, (string) $order->get_shipping_postcode() ) ) {\n\t\t\tthrow new "
            "\\Automattic\\WooCommerce\\StoreApi\\Exceptions\\RouteException(\n\t\t\t\t'hearthside_slot_required',\n"
            "\t\t\t\t__( 'Please choose a delivery slot.', 'hearthside' ),\n\t\t\t\t400\n\t\t\t);\n\t\t}\n"
            "\t\t$order->update_meta_data( '_hearthside_slot', $slot );\n\t}\n}\n")
    multiedit(s, "removeclassic", "hearthside.php", [
        (("\t\t( new HS_Checkout_Field() )->register(); // woocommerce_review_order_before_payment (select), "
         "woocommerce_after_checkout_validation, woocommerce_checkout_create_order (saves _hearthside_slot)"),
         "\t\t( new HS_Store_Api() )->register();"),
        ("\t\tload_plugin_textdomain(", ("\t\tadd_action( 'init', static fn () => register_block_type( HEARTHSIDE_DIR . "
         "'build/delivery-slot' ) );\n\t\tload_plugin_textdomain(")),
    ])
    s.bash("rmclassic", "git rm -q includes/class-hs-checkout-field.php tests/test-checkout-field.php && git status "
           "--short", "M  hearthside.php\nD  includes/class-hs-checkout-field.php\nA  includes/class-hs-store-api.php\n"
           "D  tests/test-checkout-field.php\n?? blocks/\n?? package-lock.json\n?? package.json\n?? webpack.config.js")
    s.bash("commit4", "git add -A && git commit -m 'feat: slot picker as a Checkout block inner block; drop the "
           "classic checkout field'", "[main e90b3d5] feat: slot picker as a Checkout block inner block; drop the "
           "classic checkout field\n 11 files changed, 15872 insertions(+), 142 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("refactorplan", "Tomorrow at 10:00 is the demo at the shop with Meredith and Gethin, on staging. Before "
             "that, let's use the Composer autoloader properly: includes/class-hs-slot-manager.php becomes "
             "src/Slots/SlotRepository.php (final class Hearthside\\Slots\\SlotRepository), the fee class becomes "
             "src/Pricing/DeliveryFee.php and the REST class src/Rest/AvailabilityController.php. "
             "hs_get_available_slots() goes away, callers use SlotRepository::available(). Also rename the route "
             "from /slots to /availability, since it returns the zone and opening days too, not just slots.")
    s.bash("gitmv", "mkdir -p src/Slots src/Pricing src/Rest && git mv includes/class-hs-slot-manager.php "
           "src/Slots/SlotRepository.php && git mv includes/class-hs-delivery-fee.php src/Pricing/DeliveryFee.php && "
           "git mv includes/class-hs-rest.php src/Rest/AvailabilityController.php && git status --short",
           "R  includes/class-hs-delivery-fee.php -> src/Pricing/DeliveryFee.php\nR  includes/class-hs-rest.php -> "
           "src/Rest/AvailabilityController.php\nR  includes/class-hs-slot-manager.php -> src/Slots/SlotRepository.php")
    s.write("slotrepo", "src/Slots/SlotRepository.php", SLOT_REPOSITORY_PHP)
    s.grep("grepold", "hs_get_available_slots|HS_Slot_Manager|hearthside/v1/slots",
           ["src/Rest/AvailabilityController.php", "includes/class-hs-store-api.php", "blocks/delivery-slot/frontend.js",
            "tests/test-slot-manager.php", "README.md"])
    multiedit(s, "routerename", "src/Rest/AvailabilityController.php", [
        ("class HS_Rest {", ("namespace Hearthside\\Rest;\n\nuse Hearthside\\Slots\\SlotRepository;\nuse "
         "Hearthside\\Slots\\Zones;\n\nfinal class AvailabilityController {")),
        ("\t\t\t'/slots',", "\t\t\t'/availability',"),
        ("\t\t\t\t'callback'            => array( $this, 'get_slots' ),",
         "\t\t\t\t'callback'            => array( $this, 'get_availability' ),"),
        ("\t\t\t\t'slots'    => hs_get_available_slots( $postcode ),",
         "\t\t\t\t'slots'    => SlotRepository::available( $postcode ),"),
    ])
    s.edit("jsroute", "blocks/delivery-slot/frontend.js",
           "apiFetch( { path: `/hearthside/v1/slots?postcode=${ encodeURIComponent( postcode ) }` } )",
           "apiFetch( { path: `/hearthside/v1/availability?postcode=${ encodeURIComponent( postcode ) }` } )")
    s.bash("renamefail", "composer dump-autoload -o && " + PHPUNIT,
           "Generating optimized autoload files\nGenerated optimized autoload files containing 1874 classes\n"
           "PHPUnit 9.6.21 by Sebastian Bergmann and contributors.\n\n.....EEEE....  13 / 13 (100%)\n\n"
           "There were 4 errors:\n\n1) Test_Slot_Manager::test_kendal_gets_six_days\nError: Class \"HS_Slot_Manager\" "
           "not found\n\n/var/www/html/wp-content/plugins/hearthside/tests/test-slot-manager.php:21\n\nERRORS!\n"
           "Tests: 13, Assertions: 22, Errors: 4.", code=2)
    s.bash("renametests", "git mv tests/test-slot-manager.php tests/SlotRepositoryTest.php && sed -i "
           "'s/new HS_Slot_Manager()/new \\\\Hearthside\\\\Slots\\\\SlotRepository()/; s/->get_available_slots(/"
           "->for_postcode(/' tests/SlotRepositoryTest.php && " + PHPUNIT, phpunit_ok(13, 31, "03.944"))
    s.prompt("staging", "Staging is on Kinsta: https://staging-fellsidefuel.kinsta.cloud, SSH "
             "fellsidefuel@35.214.61.20 on port 41822, WP-CLI is available there. Build a zip and install it over "
             "the current version with wp plugin install --force.")
    pre(s, "predeploy", "Bash", {"command": "git archive --format=zip --prefix=hearthside/ -o /tmp/hearthside.zip HEAD "
                                 "&& scp -P 41822 /tmp/hearthside.zip fellsidefuel@35.214.61.20:/tmp/ && " + STAGING +
                                 " 'wp plugin install /tmp/hearthside.zip --force --activate'",
                                 "description": "Zip the plugin and install it on Kinsta staging"})
    s.bash("zipdeploy", "git archive --format=zip --prefix=hearthside/ -o /tmp/hearthside.zip HEAD && scp -P 41822 "
           "/tmp/hearthside.zip fellsidefuel@35.214.61.20:/tmp/ && " + STAGING + " 'wp plugin install "
           "/tmp/hearthside.zip --force --activate'",
           "hearthside.zip                                100%  612KB   3.1MB/s   00:00\nUnpacking the package...\n"
           "Installing the plugin...\nRemoving the old version of the plugin...\nPlugin updated successfully.\n"
           "Activating 'hearthside'...\nPlugin 'hearthside' activated.\nSuccess: Installed 1 of 1 plugins.",
           desc="Zip the plugin and install it on Kinsta staging")
    s.bash("autoloadfail", "curl -s -o /dev/null -w '%{http_code}\\n' https://staging-fellsidefuel.kinsta.cloud/ && "
           + STAGING + " 'tail -n 2 /www/fellsidefuel_512/public/wp-content/debug.log'",
           "500\n[14-Oct-2027 15:02:41 UTC] PHP Warning:  require_once(/www/fellsidefuel_512/public/wp-content/plugins/"
           "hearthside/vendor/autoload.php): Failed to open stream: No such file or directory in /www/fellsidefuel_512/"
           "public/wp-content/plugins/hearthside/hearthside.php on line 27\n[14-Oct-2027 15:02:41 UTC] PHP Fatal "
           "error:  Uncaught Error: Failed opening required '/www/fellsidefuel_512/public/wp-content/plugins/"
           "hearthside/vendor/autoload.php' (include_path='.:/usr/share/php') in /www/fellsidefuel_512/public/"
           "wp-content/plugins/hearthside/hearthside.php:27")
    s.prompt("autoloadwhy", "Staging is down with a white screen and it's my fault: git archive only packs tracked "
             "files, vendor/ and build/ are gitignored, so the zip has no Composer autoloader and no compiled block. "
             "Write bin/build-zip.sh: copy the tree to a temp dir, composer install --no-dev --optimize-autoloader, "
             "npm ci && npm run build, drop everything in .distignore, zip to dist/hearthside-VERSION.zip. "
             "Redeploy staging from that.")
    s.write("buildzip", "bin/build-zip.sh",
            "#!/usr/bin/env bash\n# Builds dist/hearthside-<version>.zip with vendor/ (no dev packages) and build/.\n"
            "set -euo pipefail\nversion=\"${1:-$(grep -Po \"Version:\\s+\\K[0-9.]+\" hearthside.php)}\"\n"
            "work=$(mktemp -d)\ngit archive HEAD | tar -x -C \"$work\"\n(\n  cd \"$work\"\n  composer install --no-dev "
            "--optimize-autoloader --no-interaction --quiet\n  npm ci --silent && npm run build --silent\n  rsync -a "
            "--exclude-from=.distignore ./ \"$work/hearthside/\"\n)\nmkdir -p dist\n(cd \"$work\" && zip -qr - "
            "hearthside) > \"dist/hearthside-$version.zip\"\necho \"dist/hearthside-$version.zip\"\n")
    s.bash("stagingok", "chmod +x bin/build-zip.sh && bin/build-zip.sh && scp -P 41822 dist/hearthside-0.2.0.zip "
           "fellsidefuel@35.214.61.20:/tmp/ && " + STAGING + " 'wp plugin install /tmp/hearthside-0.2.0.zip --force' "
           "&& curl -s 'https://staging-fellsidefuel.kinsta.cloud/wp-json/hearthside/v1/availability?postcode="
           "LA9%204QR' | jq '.slots | length'",
           "dist/hearthside-0.2.0.zip\nhearthside-0.2.0.zip                          100% 1094KB   4.0MB/s   00:00\n"
           "Plugin updated successfully.\nSuccess: Installed 1 of 1 plugins.\n14")
    s.lesson("lesson2", "A WordPress plugin zip made with git archive has no vendor/ (and no build/) because they "
             "are gitignored: the plugin fatals on 'Failed opening required .../vendor/autoload.php'. Build the zip "
             "from a clean copy after composer install --no-dev --optimize-autoloader and npm run build "
             "(bin/build-zip.sh).", "hearthside: first Kinsta staging deploy gave HTTP 500 on every page")
    s.remember("memstaging", "hearthside staging: Kinsta, https://staging-fellsidefuel.kinsta.cloud, SSH "
               "fellsidefuel@35.214.61.20 port 41822 (production is the same host on port 37104), WordPress root "
               "/www/fellsidefuel_512/public. Deploy: bin/build-zip.sh, scp the zip, wp plugin install <zip> --force. "
               "Demo to Meredith Okafor and Gethin Pryce on Friday 15 October 2027 at 10:00 at the shop, on staging.",
               "staging site and deploy", "fact")
    s.bash("commit5", "git add -A && git commit -m 'refactor: PSR-4 classes under src/, route /slots -> "
           "/availability; bin/build-zip.sh'", "[main 5b07c1d] refactor: PSR-4 classes under src/, route /slots -> "
           "/availability; bin/build-zip.sh\n 14 files changed, 301 insertions(+), 236 deletions(-)\n rename "
           "includes/class-hs-slot-manager.php => src/Slots/SlotRepository.php (58%)\n rename "
           "includes/class-hs-delivery-fee.php => src/Pricing/DeliveryFee.php (81%)\n rename includes/class-hs-rest.php "
           "=> src/Rest/AvailabilityController.php (64%)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("demo", "The demo on Friday went well except for one moment: Meredith typed her own postcode, LA9 6BT, "
             "on the staging checkout and got 'No delivery slots available for this postcode'. Gethin also wants a "
             "printable dispatch list for the vans: per day and half-day, customer name, address, phone and what's "
             "on the order. Start with the staging bug.")
    s.bash("noslots2", "curl -s 'https://staging-fellsidefuel.kinsta.cloud/wp-json/hearthside/v1/availability?"
           "postcode=LA9%206BT' | jq -c .", "{\"postcode\":\"LA9 6BT\",\"zone\":null,\"slots\":[]}")
    s.bash("optionmissing", STAGING + " 'wp option get hearthside_zones --format=json'",
           "Error: Could not get 'hearthside_zones' option. Does it exist?", code=1)
    s.prompt("noslotswhy2", "Not the postcode parsing this time, LA9 6BT normalises fine: staging simply has no "
             "zones. The zone table only exists in my local wp-env because I seeded it with wp option update on the "
             "6th; nothing in the plugin ever creates it, and options live in the database, not in "
             "the zip. Ship Gethin's zones as defaults in code (Zones::defaults()) and use them whenever the option "
             "is absent.")
    s.edit("zonesdefault", "src/Slots/Zones.php",
           "\t\t$rows = get_option( 'hearthside_zones', array() );",
           "\t\t$rows = get_option( 'hearthside_zones', self::defaults() ); // staging had no option at all (18 Oct)")
    s.lesson("lesson3", "An empty availability answer on a new environment can be missing configuration, not a "
             "parsing bug: an option seeded by hand with WP-CLI in wp-env doesn't exist on staging or production. "
             "Check with `wp option get`, and give every option the plugin depends on a default in code.",
             "hearthside: after the 15 October demo, staging showed no slots for LA9 6BT")
    s.write("dispatch", "src/Rest/DispatchController.php",
            "<?php\n/**\n * REST: GET /wp-json/hearthside/v1/dispatch?date=Y-m-d, the vans' drop list for one day.\n"
            " *\n * @package Hearthside\n */\n\ndeclare(strict_types=1);\n\nnamespace Hearthside\\Rest;\n\n"
            "final class DispatchController {\n\n\tpublic function routes(): void {\n\t\tregister_rest_route(\n"
            "\t\t\t'hearthside/v1',\n\t\t\t'/dispatch',\n\t\t\tarray(\n\t\t\t\t'methods'             => "
            "\\WP_REST_Server::READABLE,\n\t\t\t\t'callback'            => array( $this, 'list' ),\n\t\t\t\t"
            "'permission_callback' => static fn () => current_user_can( 'manage_woocommerce' ),\n\t\t\t\t'args'"
            "                => array(\n\t\t\t\t\t'date' => array( 'type' => 'string', 'format' => 'date', "
            "'required' => true ),\n\t\t\t\t),\n\t\t\t)\n\t\t);\n\t}\n\n\t/** Orders of that day grouped by half-day: "
            "name, address, phone, line items. */\n\tpublic function list( \\WP_REST_Request $request ): "
            "\\WP_REST_Response {\n\t\treturn new \\WP_REST_Response( ( new \\Hearthside\\Slots\\DispatchList() )"
            "->for_date( (string) $request['date'] ) );\n\t}\n}\n")
    s.bash("dispatch401", "curl -s 'http://localhost:8890/wp-json/hearthside/v1/dispatch?date=2027-10-19' | jq -c .",
           "{\"code\":\"rest_forbidden\",\"message\":\"Sorry, you are not allowed to do that.\",\"data\":"
           "{\"status\":401}}")
    s.write("releaseyml", ".github/workflows/release.yml", RELEASE_YML)
    s.prompt("releaserule", "Rule from now on: the live shop only ever gets a zip that the release workflow built "
             "from a tag. Never upload a zip built on my laptop to production; for staging that's fine.")
    s.bash("commit6", "git add -A && git commit -m 'fix: default zones in code; feat: dispatch endpoint; ci: release "
           "workflow'", "[main 1f6a2c8] fix: default zones in code; feat: dispatch endpoint; ci: release workflow\n"
           " 7 files changed, 238 insertions(+), 2 deletions(-)\n create mode 100644 .github/workflows/release.yml")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("pricechange", "Meredith changed the delivery prices, effective with the release that goes live tomorrow "
             "(Thursday 21 October): diesel and the second van cost more. Delivery is now £7.95 under £150 and free "
             "from £150, and the Saturday surcharge goes up to £12. She wants to change these herself next time, so "
             "move them into settings: a Hearthside section under WooCommerce > Settings > Shipping with options "
             "hearthside_fee_pence, hearthside_free_from_pence and hearthside_saturday_pence, defaulting to the new "
             "values.")
    s.read("readfee", "src/Pricing/DeliveryFee.php",
           DELIVERY_FEE_PHP.replace("\tif ( $basket_pence <= self", "\tif ( $basket_pence < self")
           .replace("defined( 'ABSPATH' ) || exit;\n\n/**\n * Meredith", "namespace Hearthside\\Pricing;\n\n/**\n * Meredith")
           .replace("class HS_Delivery_Fee {", "final class DeliveryFee {"))
    multiedit(s, "feeoptions", "src/Pricing/DeliveryFee.php", [
        (("\tpublic const FEE_PENCE       = 650;\n\tpublic const FREE_FROM_PENCE = 10000;\n\tpublic const SATURDAY_PENCE"
         "  = 1000;"),
         ("\t// Defaults since 21 Oct 2027 (Meredith); the shop manager can change them under Settings > Shipping.\n"
         "\tpublic const DEFAULT_FEE_PENCE       = 795;\n\tpublic const DEFAULT_FREE_FROM_PENCE = 15000;\n"
         "\tpublic const DEFAULT_SATURDAY_PENCE  = 1200;")),
        (("\t\tif ( $basket_pence < self::FREE_FROM_PENCE ) {\n\t\t\t$fees[ __( 'Delivery', 'hearthside' ) ] = "
         "self::FEE_PENCE;"),
         ("\t\tif ( $basket_pence < $this->pence( 'hearthside_free_from_pence', self::DEFAULT_FREE_FROM_PENCE ) ) {\n"
         "\t\t\t$fees[ __( 'Delivery', 'hearthside' ) ] = $this->pence( 'hearthside_fee_pence', "
         "self::DEFAULT_FEE_PENCE );")),
        ("\t\t\t$fees[ __( 'Saturday delivery', 'hearthside' ) ] = self::SATURDAY_PENCE;",
         ("\t\t\t$fees[ __( 'Saturday delivery', 'hearthside' ) ] = $this->pence( 'hearthside_saturday_pence', "
         "self::DEFAULT_SATURDAY_PENCE );")),
    ])
    s.write(None, "src/Admin/ShippingSettings.php",
            "<?php\ndeclare(strict_types=1);\n\nnamespace Hearthside\\Admin;\n\n/** WooCommerce > Settings > Shipping "
            "> Hearthside: the three delivery prices, in pence. */\nfinal class ShippingSettings {\n\n\tpublic "
            "function register(): void {\n\t\tadd_filter( 'woocommerce_get_sections_shipping', static fn ( array $s ) "
            "=> $s + array( 'hearthside' => __( 'Hearthside delivery', 'hearthside' ) ) );\n\t\tadd_filter( "
            "'woocommerce_get_settings_shipping', array( $this, 'fields' ), 10, 2 );\n\t}\n}\n")
    s.edit("feetests2", "tests/DeliveryFeeTest.php",
           "( array( 'Delivery' => 650 ), $this->fee->fees_for( 4200, '2027-10-13' ) );",
           "( array( 'Delivery' => 795 ), $this->fee->fees_for( 4200, '2027-10-13' ) );\n\t\t$this->assertSame( "
           "array( 'Delivery' => 795 ), $this->fee->fees_for( 14999, '2027-10-13' ) );\n\t\t$this->assertSame( "
           "array( 'Saturday delivery' => 1200 ), $this->fee->fees_for( 15000, '2027-10-23' ) );")
    s.bash("testok7", PHPUNIT, phpunit_ok(19, 46, "04.517"))
    s.prompt("stanlevel", "And before the first real release take PHPStan from level 6 to level 8, I want the "
             "nullable and false returns of WordPress functions caught. No baseline file and no ignoreErrors to get "
             "there: fix what it finds.")
    s.edit("stan8", "phpstan.neon", "    level: 6", "    level: 8")
    s.bash("stanfail8", "vendor/bin/phpstan analyse --no-progress",
           " ------ -----------------------------------------------------------------\n  Line   "
           "src/Rest/DispatchController.php\n ------ -----------------------------------------------------------------"
           "\n  41     Cannot call method get_formatted_shipping_address() on WC_Order|WC_Order_Refund|false.\n ------ "
           "-----------------------------------------------------------------\n  Line   src/Slots/SlotRepository.php\n"
           " ------ -----------------------------------------------------------------\n  58     Cannot call method "
           "setTime() on DateTimeImmutable|false.\n  63     Cannot call method setTime() on DateTimeImmutable|false."
           "\n ------ -----------------------------------------------------------------\n\n [ERROR] Found 3 errors",
           code=1)
    multiedit(s, "stanfix8", "src/Slots/SlotRepository.php", [
        ("\t\t\t$day = $now->modify( \"+{$i} days\" )->setTime( 0, 0 );",
         "\t\t\t$day = $now->add( new \\DateInterval( \"P{$i}D\" ) )->setTime( 0, 0 );"),
        ("\t\t\tif ( $now >= $day->modify( '-1 day' )->setTime( self::CUTOFF_HOUR, 0 ) ) {",
         "\t\t\tif ( $now >= $day->sub( new \\DateInterval( 'P1D' ) )->setTime( self::CUTOFF_HOUR, 0 ) ) {"),
    ])
    s.edit(None, "src/Rest/DispatchController.php", "\t\t\t$order = wc_get_order( $id );",
           "\t\t\t$order = wc_get_order( $id );\n\t\t\tif ( ! $order instanceof \\WC_Order ) {\n\t\t\t\tcontinue;\n"
           "\t\t\t}")
    s.bash("tag100", "sed -i 's/Version:           0.2.0/Version:           1.0.0/; s/0.2.0/1.0.0/' hearthside.php && "
           "git commit -qam 'feat: delivery prices as settings (7.95 under 150, saturday 12); phpstan level 8; "
           "release 1.0.0' && git tag v1.0.0 && git push -q origin main v1.0.0", "")
    s.bash("run100", "gh run watch --exit-status && gh release view v1.0.0 --json assets -q '.assets[].name'",
           "✓ main release · 11829304417\nTriggered via push about 4 minutes ago\n\nJOBS\n✓ zip in 3m41s (ID "
           "33165120984)\n\n✓ Run release (11829304417) completed with 'success'\nhearthside-1.0.0.zip")
    s.remember("mempricing2", "Delivery pricing changed by Meredith from 21 October 2027 (release 1.0.0): £7.95 "
               "delivery under £150, free from £150, Saturday surcharge £12. The amounts are now settings under "
               "WooCommerce > Settings > Shipping > Hearthside delivery (options hearthside_fee_pence 795, "
               "hearthside_free_from_pence 15000, hearthside_saturday_pence 1200); the old £6.50 / £100 / £10 "
               "constants are gone.", "delivery pricing rule (current)", "fact")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("vans", "1.0.0 has been live since yesterday morning, 31 orders with a slot already. Gethin wants "
             "capacity counted per van instead of per slot: two vans, 8 drops each per half-day, and on Saturdays "
             "only one van runs. A bulk bag (the 1.2 m³ loose-log bag, SKU starting BULK-) fills two drop places, "
             "everything else one.")
    s.read("readrepo", "src/Slots/SlotRepository.php", SLOT_REPOSITORY_PHP.replace(
        "$now->modify( \"+{$i} days\" )->setTime( 0, 0 )", "$now->add( new \\DateInterval( \"P{$i}D\" ) )->setTime( 0, 0 )"))
    multiedit(s, "capacityedit", "src/Slots/SlotRepository.php", [
        ("\tpublic const CAPACITY_PER_SLOT = 10;",
         ("\tpublic const DROPS_PER_VAN      = 8;   // per half-day (Gethin, 22 Oct)\n\tpublic const VANS_WEEKDAY   "
         "    = 2;\n\tpublic const VANS_SATURDAY     = 1;")),
        ("\t\t\t\t$left = self::CAPACITY_PER_SLOT - $this->booked( $day->format( 'Y-m-d' ), $part );",
         ("\t\t\t\t$vans = 6 === (int) $day->format( 'N' ) ? self::VANS_SATURDAY : self::VANS_WEEKDAY;\n"
         "\t\t\t\t$left = $vans * self::DROPS_PER_VAN - $this->booked_units( $day->format( 'Y-m-d' ), $part );")),
    ])
    s.write("dropunits", "src/Slots/DropUnits.php",
            "<?php\ndeclare(strict_types=1);\n\nnamespace Hearthside\\Slots;\n\n/** How many van drop places an "
            "order takes: a bulk bag (SKU BULK-*) two, anything else one. */\nfinal class DropUnits {\n\n"
            "\tpublic static function of( \\WC_Order $order ): int {\n\t\tforeach ( $order->get_items() as $item ) "
            "{\n\t\t\t$product = $item instanceof \\WC_Order_Item_Product ? $item->get_product() : null;\n\t\t\tif ( "
            "$product && str_starts_with( (string) $product->get_sku(), 'BULK-' ) ) {\n\t\t\t\treturn 2;\n\t\t\t}\n"
            "\t\t}\n\t\treturn 1;\n\t}\n}\n")
    s.prompt("giftcard", "Meredith forwarded a complaint: someone buying only a gift voucher (virtual product, "
             "nothing to deliver) couldn't check out, the Checkout block said 'Please choose a delivery slot.' and "
             "there was no slot picker to choose from.")
    failed(s, "editfail", "Edit", {"file_path": f"{s.cwd}/includes/class-hs-store-api.php",
                                   "old_string": "\t\tif ( ! $this->is_bookable( $slot ) ) {",
                                   "new_string": "\t\tif ( $order->needs_shipping() && ! $this->is_bookable( $slot ) ) {",
                                   "replace_all": False},
           "<tool_use_error>String to replace not found in file.\nString: \t\tif ( ! $this->is_bookable( $slot ) ) "
           "{</tool_use_error>")
    s.grep(None, "is_bookable", ["includes/class-hs-store-api.php", "tests/StoreApiTest.php"])
    s.edit("giftfix", "includes/class-hs-store-api.php",
           "\t\tif ( ! $this->is_bookable( $slot, (string) $order->get_shipping_postcode() ) ) {",
           "\t\tif ( ! WC()->cart->needs_shipping() ) {\n\t\t\treturn; // vouchers and other virtual-only orders: no "
           "van, no slot\n\t\t}\n\t\tif ( ! $this->is_bookable( $slot, (string) $order->get_shipping_postcode() ) ) {")
    s.bash("testok8", PHPUNIT, phpunit_ok(23, 55, "04.903"))
    s.bash("tag101", "sed -i 's/1.0.0/1.0.1/g' hearthside.php && git commit -qam 'fix: no slot needed for "
           "virtual-only carts; feat: capacity per van, bulk bags count double' && git tag v1.0.1 && git push -q "
           "origin main v1.0.1 && gh run watch --exit-status | tail -1",
           "✓ Run release (11847710236) completed with 'success'")
    s.bash("deploy101", "gh release download v1.0.1 -p '*.zip' -D /tmp/rel && scp -P 37104 "
           "/tmp/rel/hearthside-1.0.1.zip fellsidefuel@35.214.61.20:/tmp/ && " + PROD + " 'wp plugin install "
           "/tmp/hearthside-1.0.1.zip --force && wp plugin list --name=hearthside --fields=name,status,version'",
           "hearthside-1.0.1.zip                          100% 1101KB   3.8MB/s   00:00\nPlugin updated successfully."
           "\nSuccess: Installed 1 of 1 plugins.\n+------------+--------+---------+\n| name       | status | version |\n"
           "+------------+--------+---------+\n| hearthside | active | 1.0.1   |\n+------------+--------+---------+")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Incident on Saturday (23 October): Gethin had 13 drops booked into the Kendal Saturday "
             "morning slot, which only has one van, so 8 places. He spent the morning ringing five customers to move "
             "them, two cancelled. Meredith's 'first frost' newsletter went out at 8 on Friday morning and the checkout "
             "was busy right after it. Find out how we sold more places than the van has. On production only read: "
             "nothing gets written to the live database without asking me first.")
    pre(s, "preoverbook", "Bash", {"command": OVERBOOK_CMD,
                                   "description": "Count Saturday's bookings on production (read-only)"})
    s.bash("overbook", OVERBOOK_CMD,
           "13\n2027-10-22 07:01:12\t2027-10-22 07:16:40", desc="Count Saturday's bookings on production (read-only)")
    s.grep("greptransient", "set_transient|get_transient|hearthside_avail_", ["src/Slots/SlotRepository.php",
                                                                             "includes/class-hs-store-api.php"])
    s.prompt("incidentwhy", "Found it. Those 13 orders came in within 16 minutes on Friday morning right after the "
             "newsletter, before 1.0.1 with the per-van capacity was even deployed (so the code still allowed 10), "
             "and availability comes from the 10-minute transient; the Store API check at checkout reads "
             "the same cached numbers, so for ten minutes every checkout saw places left. Even without the cache, "
             "two checkouts counting at the same moment would both see 7 and both get in. So: remove the transient "
             "completely, and reserve the place atomically when the order is placed: a custom table "
             "wp_hearthside_bookings (order_id, slot_date, slot_part, units) and a transaction that locks the slot's "
             "rows with SELECT ... FOR UPDATE, sums the units and only then inserts. Yes, that means a custom table "
             "after all; the order meta stays for display and the emails.")
    s.write("schema", "src/Install/Schema.php",
            "<?php\ndeclare(strict_types=1);\n\nnamespace Hearthside\\Install;\n\n/** The bookings table (since "
            "1.1.0): one row per order holding a slot; created with dbDelta. */\nfinal class Schema {\n\n\tpublic "
            "const VERSION = '1';\n\n\tpublic static function install(): void {\n\t\tglobal $wpdb;\n\t\trequire_once "
            "ABSPATH . 'wp-admin/includes/upgrade.php';\n\t\tdbDelta(\n\t\t\t\"CREATE TABLE {$wpdb->prefix}"
            "hearthside_bookings (\n\t\t\t\tid bigint unsigned NOT NULL AUTO_INCREMENT,\n\t\t\t\torder_id bigint "
            "unsigned NOT NULL,\n\t\t\t\tslot_date date NOT NULL,\n\t\t\t\tslot_part char(2) NOT NULL,\n\t\t\t\tunits "
            "tinyint unsigned NOT NULL DEFAULT 1,\n\t\t\t\tcreated_at datetime NOT NULL,\n\t\t\t\tPRIMARY KEY  (id),\n"
            "\t\t\t\tUNIQUE KEY order_id (order_id),\n\t\t\t\tKEY slot (slot_date, slot_part)\n\t\t\t) "
            "{$wpdb->get_charset_collate()};\"\n\t\t);\n\t\tupdate_option( 'hearthside_db_version', self::VERSION );\n"
            "\t}\n}\n")
    s.write("reserve", "src/Slots/Reservation.php",
            "<?php\ndeclare(strict_types=1);\n\nnamespace Hearthside\\Slots;\n\n/** Takes places in a slot "
            "atomically: lock the slot's rows, sum the units, insert only if they still fit. */\nfinal class "
            "Reservation {\n\n\tpublic function reserve( int $order_id, string $date, string $part, int $units, int "
            "$capacity ): bool {\n\t\tglobal $wpdb;\n\t\t$table = $wpdb->prefix . 'hearthside_bookings';\n\t\t"
            "$wpdb->query( 'START TRANSACTION' );\n\t\t$taken = (int) $wpdb->get_var( $wpdb->prepare( \"SELECT "
            "COALESCE(SUM(units), 0) FROM {$table} WHERE slot_date = %s AND slot_part = %s FOR UPDATE\", $date, "
            "$part ) );\n\t\tif ( $taken + $units > $capacity ) {\n\t\t\t$wpdb->query( 'ROLLBACK' );\n\t\t\treturn "
            "false;\n\t\t}\n\t\t$wpdb->insert( $table, compact( 'order_id', 'units' ) + array( 'slot_date' => $date, "
            "'slot_part' => $part, 'created_at' => current_time( 'mysql', true ) ) );\n\t\t$wpdb->query( 'COMMIT' );"
            "\n\t\treturn true;\n\t}\n}\n")
    multiedit(s, "rmtransient", "src/Slots/SlotRepository.php", [
        (("\t\t$key    = 'hearthside_avail_' . $zone->id;\n\t\t$cached = get_transient( $key );\n\t\tif ( is_array( "
         "$cached ) ) {\n\t\t\treturn $cached;\n\t\t}\n\t\t$slots = $this->compute( $zone, new DateTimeImmutable( "
         "'now', wp_timezone() ) );\n\t\tset_transient( $key, $slots, self::CACHE_TTL );\n\t\treturn $slots;"),
         ("\t\t// No cache: a cached count sold 13 places in an 8-drop slot on 23 Oct 2027.\n\t\treturn "
         "$this->compute( $zone, new DateTimeImmutable( 'now', wp_timezone() ) );")),
        ("\tpublic const CACHE_TTL         = 10 * MINUTE_IN_SECONDS;\n", ""),
        ("\t\t\t\t$this->booked_units( $day->format( 'Y-m-d' ), $part )",
         "\t\t\t\t$this->bookings->units( $day->format( 'Y-m-d' ), $part ) // wp_hearthside_bookings"),
    ])
    s.write(None, "tests/ReservationTest.php",
            "<?php\ndeclare(strict_types=1);\n\nuse Hearthside\\Slots\\Reservation;\n\nclass ReservationTest extends "
            "WP_UnitTestCase {\n\n\tpublic function test_ninth_drop_on_a_saturday_is_refused(): void {\n\t\t$r = new "
            "Reservation();\n\t\tfor ( $i = 1; $i <= 8; $i++ ) {\n\t\t\t$this->assertTrue( $r->reserve( $i, "
            "'2027-10-30', 'am', 1, 8 ) );\n\t\t}\n\t\t$this->assertFalse( $r->reserve( 9, '2027-10-30', 'am', 1, 8 ) "
            ");\n\t}\n\n\tpublic function test_bulk_bag_needs_two_places(): void {\n\t\t$r = new Reservation();\n\t\t"
            "for ( $i = 1; $i <= 7; $i++ ) {\n\t\t\t$r->reserve( $i, '2027-10-30', 'pm', 1, 8 );\n\t\t}\n\t\t"
            "$this->assertFalse( $r->reserve( 8, '2027-10-30', 'pm', 2, 8 ) );\n\t}\n}\n")
    s.bash("testok9", "composer dump-autoload -o -q && " + PHPUNIT, phpunit_ok(27, 64, "05.271"))
    s.lesson("lesson4", "Never decide whether a delivery slot still has room from a cached count: check and take the "
             "place in one transaction at order time (SELECT ... FOR UPDATE on the slot's booking rows, then "
             "INSERT). A 10-minute transient let 13 orders into an 8-drop slot when a newsletter sent a burst of "
             "checkouts.", "hearthside incident, Saturday 23 October 2027: Kendal AM slot overbooked")
    s.write("incnote", "docs/incidents/2027-10-23-overbooked-saturday.md",
            "# 23 October 2027: Kendal Saturday morning slot overbooked\n\n- **What:** 13 orders for the Saturday AM "
            "slot in LA9, which has one van (8 drops). Gethin moved five customers by phone; two cancelled.\n"
            "- **When:** the orders came in on Friday 22 October between 07:01 and 07:16 UTC (08:01-08:16 in Kendal), right after the 'first "
            "frost' newsletter.\n- **Cause:** availability was cached per zone for 10 minutes (transient "
            "hearthside_avail_*), and the checkout validated against the same cached numbers; there was also no "
            "lock between counting and saving.\n- **Fix (1.1.0):** no cache; places reserved in "
            "wp_hearthside_bookings inside a transaction (SELECT ... FOR UPDATE), the checkout fails with 'That slot "
            "has just filled up' when they no longer fit.\n")
    s.remember("memincident", "Incident 23 October 2027 (a Saturday): 13 bookings in the Kendal Saturday AM slot "
               "against 8 drops (one van). Cause: the 10-minute availability transient plus no locking between count "
               "and save. Decision on 25 October: drop the cache entirely and reserve places atomically in a custom "
               "table wp_hearthside_bookings (reverses the 'order meta only, no custom tables' choice of 4 October); "
               "order meta _hearthside_slot stays for display and emails. Ships in 1.1.0.",
               "overbooking incident and the bookings table", "decision")
    s.bash("commit9", "git add -A && git commit -m 'fix: reserve slot places atomically in wp_hearthside_bookings, "
           "drop the availability cache'", "[main 9c3d1e7] fix: reserve slot places atomically in "
           "wp_hearthside_bookings, drop the availability cache\n 9 files changed, 286 insertions(+), 41 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash("gitlog10", "git status && git log --oneline -2", "On branch main\nYour branch is up to date with "
           "'origin/main'.\n\nnothing to commit, working tree clean\n9c3d1e7 fix: reserve slot places atomically in "
           "wp_hearthside_bookings, drop the availability cache\nb27e044 fix: no slot needed for virtual-only carts; "
           "feat: capacity per van, bulk bags count double")
    s.prompt("release110", "Let's get 1.1.0 out. It needs a WP-CLI command that fills wp_hearthside_bookings from "
             "the orders that already carry a slot (everything placed since 1.0.0 went live on the 21st), otherwise "
             "the new table starts empty and we overbook again. Staging first, tag as 1.1.0-rc.1.")
    s.write("backfill", "src/Cli/BackfillCommand.php",
            "<?php\ndeclare(strict_types=1);\n\nnamespace Hearthside\\Cli;\n\nuse Hearthside\\Slots\\DropUnits;\nuse "
            "Hearthside\\Slots\\Reservation;\n\n/** wp hearthside backfill: one bookings row per open order holding a "
            "future slot. */\nfinal class BackfillCommand {\n\n\tpublic function __invoke(): void {\n\t\t$ids = "
            "wc_get_orders( array( 'limit' => -1, 'return' => 'ids', 'meta_key' => '_hearthside_slot', 'meta_compare' "
            "=> 'EXISTS', 'status' => array( 'wc-processing', 'wc-on-hold', 'wc-completed' ) ) );\n\t\t$n = 0;\n\t\t"
            "foreach ( $ids as $id ) {\n\t\t\t$order = wc_get_order( $id );\n\t\t\t[ $date, $part ] = explode( '|', "
            "(string) $order->get_meta( '_hearthside_slot' ) );\n\t\t\t$n += (int) ( new Reservation() )->force( $id, "
            "$date, $part, DropUnits::of( $order ) );\n\t\t}\n\t\t\\WP_CLI::success( sprintf( 'Backfilled %d "
            "bookings from %d orders.', $n, count( $ids ) ) );\n\t}\n}\n")
    pre(s, "pretagrc", "Bash", {"command": "git tag v1.1.0-rc.1 && git push -q origin v1.1.0-rc.1 && gh run watch "
                                "--exit-status", "description": "Tag the release candidate and watch the workflow"})
    s.bash("ghfail", "git tag v1.1.0-rc.1 && git push -q origin v1.1.0-rc.1 && gh run watch --exit-status",
           "✓ zip › Static analysis and unit tests\n✓ zip › Build the plugin zip\nX zip › Publish the release\n\n"
           "ANNOTATIONS\nX Process completed with exit code 1.\n\nHTTP 403: Resource not accessible by integration "
           "(https://api.github.com/repos/fellside/hearthside/releases)\n\nX Run release (11902266181) completed with "
           "'failure'", desc="Tag the release candidate and watch the workflow", code=1)
    s.prompt("ghwhy", "The workflow built everything and then couldn't create the release: the fellside org sets "
             "the default GITHUB_TOKEN to read-only since Tamsin's security clean-up on Monday; 1.0.0 and 1.0.1 "
             "went out before that. Give the job permissions: contents: write instead of changing the org "
             "setting.")
    s.edit("ghfix", ".github/workflows/release.yml", "jobs:\n  zip:\n    runs-on: ubuntu-24.04",
           "jobs:\n  zip:\n    runs-on: ubuntu-24.04\n    permissions:\n      contents: write   # gh release create; "
           "the org default token is read-only")
    s.bash("ghok", "git commit -qam 'ci: release job may write contents' && git push -q && git tag -f v1.1.0-rc.1 && "
           "git push -qf origin v1.1.0-rc.1 && gh run watch --exit-status | tail -1",
           "✓ Run release (11902391457) completed with 'success'")
    s.bash("installrc1", "gh release download v1.1.0-rc.1 -p '*.zip' -D /tmp/rc && scp -P 41822 "
           "/tmp/rc/hearthside-1.1.0-rc.1.zip fellsidefuel@35.214.61.20:/tmp/ && " + STAGING + " 'wp plugin install "
           "/tmp/hearthside-1.1.0-rc.1.zip --force'",
           "hearthside-1.1.0-rc.1.zip                     100% 1113KB   3.9MB/s   00:00\nPlugin updated successfully.\n"
           "Success: Installed 1 of 1 plugins.")
    failed(s, "tablefail", "Bash", {"command": STAGING + " 'wp hearthside backfill'",
                                    "description": "Backfill bookings on staging"},
           "Exit code 1\nWordPress database error Table 'fellsidefuel_staging.wp_hearthside_bookings' doesn't exist "
           "for query SELECT COALESCE(SUM(units), 0) FROM wp_hearthside_bookings WHERE slot_date = '2027-10-28' AND "
           "slot_part = 'am' FOR UPDATE made by include('phar:///usr/local/bin/wp/php/boot-phar.php'), WP_CLI\\Runner"
           "->run_command, Hearthside\\Cli\\BackfillCommand->__invoke, Hearthside\\Slots\\Reservation->force\n"
           "Error: Backfilled 0 bookings from 44 orders.")
    s.prompt("tablewhy", "wp plugin install --force swaps the files of an already active plugin; the activation hook "
             "never fires on an update, so Schema::install() and its dbDelta never ran on staging, and production "
             "would be exactly the same. Check the schema on plugins_loaded instead: when the hearthside_db_version "
             "option is behind Schema::VERSION, run the install.")
    s.edit("tablefix", "hearthside.php", "\t\tload_plugin_textdomain(",
           "\t\tif ( get_option( 'hearthside_db_version' ) !== \\Hearthside\\Install\\Schema::VERSION ) {\n\t\t\t"
           "\\Hearthside\\Install\\Schema::install(); // updates never run the activation hook\n\t\t}\n\t\t"
           "load_plugin_textdomain(")
    s.lesson("lesson5", "register_activation_hook does not run when a plugin is updated (wp plugin install --force, "
             "an uploaded zip, auto-updates), so a new table created there is missing on every existing site. Keep "
             "a db version option and run dbDelta from plugins_loaded when it is behind.",
             "hearthside 1.1.0-rc.1 on staging: wp_hearthside_bookings doesn't exist")
    s.bash("backfillok", "git commit -qam 'fix: install the schema on plugins_loaded when the db version is behind' "
           "&& git push -q && git tag v1.1.0-rc.2 && git push -q origin v1.1.0-rc.2 && gh run watch --exit-status | "
           "tail -1 && gh release download v1.1.0-rc.2 -p '*.zip' -D /tmp/rc && scp -qP 41822 "
           "/tmp/rc/hearthside-1.1.0-rc.2.zip fellsidefuel@35.214.61.20:/tmp/ && " + STAGING + " 'wp plugin install "
           "/tmp/hearthside-1.1.0-rc.2.zip --force && wp hearthside backfill'",
           "✓ Run release (11902530872) completed with 'success'\nPlugin updated successfully.\nSuccess: Installed 1 "
           "of 1 plugins.\nSuccess: Backfilled 44 bookings from 44 orders.")
    s.edit("wcbump", ".wp-env.json", "\"https://downloads.wordpress.org/plugin/woocommerce.9.3.3.zip\"",
           "\"https://downloads.wordpress.org/plugin/woocommerce.9.4.1.zip\"")
    s.bash("commit10", "git add -A && git commit -m 'feat: wp hearthside backfill; chore: wp-env on WooCommerce 9.4.1 "
           "like staging'", "[main 4e8a0f2] feat: wp hearthside backfill; chore: wp-env on WooCommerce 9.4.1 like "
           "staging\n 4 files changed, 97 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("winter", "1.1.0 is on the live shop since this morning: Meredith installed the release zip at 07:30 "
             "and ran the backfill, 96 bookings. Two winter changes from Gethin: orders must be in by 12 noon the "
             "day before instead of 14:00, because the vans are loaded in the afternoon now; and no deliveries at "
             "all from 24 December to 2 January. Make the blackout dates an option too (hearthside_blackout), "
             "defaulting to that range.")
    s.bash("lsslots", "ls src/Slots", "DispatchList.php\nDropUnits.php\nReservation.php\nSlotRepository.php\nZone.php\n"
           "Zones.php")
    s.edit("cutoffedit", "src/Slots/SlotRepository.php", "\tpublic const CUTOFF_HOUR       = 14;",
           "\tpublic const CUTOFF_HOUR       = 12;   // noon the day before (Gethin, 29 Oct: vans loaded after lunch)")
    s.edit("blackout", "src/Slots/SlotRepository.php",
           "\t\t\tif ( ! $zone->delivers_on( (int) $day->format( 'N' ) ) ) {",
           "\t\t\tif ( ! $zone->delivers_on( (int) $day->format( 'N' ) ) || $this->blackout->covers( $day ) ) {")
    s.write(None, "src/Slots/Blackout.php",
            "<?php\ndeclare(strict_types=1);\n\nnamespace Hearthside\\Slots;\n\n/** Days without deliveries, option "
            "hearthside_blackout: list of [from, to] (Y-m-d, inclusive). */\nfinal class Blackout {\n\n\tpublic const "
            "DEFAULT = array( array( '2027-12-24', '2028-01-02' ) );\n\n\tpublic function covers( "
            "\\DateTimeImmutable $day ): bool {\n\t\t$d = $day->format( 'Y-m-d' );\n\t\tforeach ( (array) get_option( "
            "'hearthside_blackout', self::DEFAULT ) as [ $from, $to ] ) {\n\t\t\tif ( $d >= $from && $d <= $to ) {\n"
            "\t\t\t\treturn true;\n\t\t\t}\n\t\t}\n\t\treturn false;\n\t}\n}\n")
    s.bash("testok11", PHPUNIT, phpunit_ok(33, 79, "05.688"))
    s.prompt("emailslot", "Meredith also wants the slot in the customer emails, like 'Delivery: Tuesday 2 November, "
             "morning (8am-12pm)'. Use woocommerce_email_order_meta_fields, no template overrides.")
    s.write("emailedit", "src/Emails/SlotInEmails.php",
            "<?php\ndeclare(strict_types=1);\n\nnamespace Hearthside\\Emails;\n\n/** Adds the delivery slot to "
            "WooCommerce's order emails through woocommerce_email_order_meta_fields. */\nfinal class SlotInEmails {\n\n"
            "\tpublic function register(): void {\n\t\tadd_filter( 'woocommerce_email_order_meta_fields', array( "
            "$this, 'fields' ), 10, 3 );\n\t}\n\n\t/**\n\t * @param array<string, array{label: string, value: string}>"
            " $fields\n\t * @return array<string, array{label: string, value: string}>\n\t */\n\tpublic function "
            "fields( array $fields, bool $sent_to_admin, \\WC_Order $order ): array {\n\t\t$slot = (string) "
            "$order->get_meta( '_hearthside_slot' );\n\t\tif ( '' !== $slot ) {\n\t\t\t$fields['hearthside_slot'] = "
            "array( 'label' => __( 'Delivery', 'hearthside' ), 'value' => \\Hearthside\\Slots\\SlotLabel::of( $slot ) "
            ");\n\t\t}\n\t\treturn $fields;\n\t}\n}\n")
    s.glob("globsrc", "src/**/*.php", ["src/Admin/ShippingSettings.php", "src/Cli/BackfillCommand.php",
                                  "src/Emails/SlotInEmails.php", "src/Install/Schema.php", "src/Pricing/DeliveryFee.php",
                                  "src/Rest/AvailabilityController.php", "src/Rest/DispatchController.php",
                                  "src/Slots/Blackout.php", "src/Slots/DispatchList.php", "src/Slots/DropUnits.php",
                                  "src/Slots/Reservation.php", "src/Slots/SlotRepository.php", "src/Slots/Zone.php",
                                  "src/Slots/Zones.php"])
    s.bash(None, "vendor/bin/phpstan analyse --no-progress", " [OK] No errors")
    s.remember("memwinter", "Winter rules from Gethin Pryce (29 October 2027): the order cutoff is now 12:00 noon the "
               "day before (was 14:00); no deliveries from 24 December 2027 to 2 January 2028 (option "
               "hearthside_blackout). Slot confirmations appear in the customer emails via "
               "woocommerce_email_order_meta_fields. 1.1.0 (bookings table, atomic reservations) live since 29 "
               "October 07:30, backfill 96 bookings; these changes go out as 1.2.0 after Meredith checks staging.",
               "winter delivery rules and release state", "decision")
    s.bash("commit11", "git add -A && git commit -m 'feat: noon cutoff, christmas blackout option, slot in order "
           "emails'", "[main 6d12f9b] feat: noon cutoff, christmas blackout option, slot in order emails\n 6 files "
           "changed, 133 insertions(+), 4 deletions(-)")
    s.bash("staging11", "bin/build-zip.sh 1.2.0-dev && scp -qP 41822 dist/hearthside-1.2.0-dev.zip "
           "fellsidefuel@35.214.61.20:/tmp/ && " + STAGING + " 'wp plugin install /tmp/hearthside-1.2.0-dev.zip "
           "--force'", "dist/hearthside-1.2.0-dev.zip\nPlugin updated successfully.\nSuccess: Installed 1 of 1 plugins.")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-10-04T09:10:00", "5e1a0c47-2b9d-4f31-8a6e-c1d2e3f43901", s1),    # Mon
    ("s2", "2027-10-06T13:30:00", "6f2b1d58-3cae-4042-9b7f-d2e3f4053902", s2),    # Wed
    ("s3", "2027-10-08T09:40:00", "703c2e69-4dbf-4153-ac80-e3f405163903", s3),    # Fri
    ("s4", "2027-10-12T10:00:00", "814d3f7a-5ec0-4264-bd91-f40516273904", s4),    # Tue
    ("s5", "2027-10-14T14:00:00", "925e408b-6fd1-4375-cea2-051627383905", s5),    # Thu
    ("s6", "2027-10-18T09:15:00", "a36f519c-70e2-4486-dfb3-162738493906", s6),    # Mon
    ("s7", "2027-10-20T13:00:00", "b47062ad-81f3-4597-e0c4-2738495a3907", s7),    # Wed
    ("s8", "2027-10-22T10:30:00", "c58173be-9204-46a8-f1d5-38495a6b3908", s8),    # Fri
    ("s9", "2027-10-25T08:50:00", "d69284cf-a315-47b9-02e6-495a6b7c3909", s9),    # Mon
    ("s10", "2027-10-27T11:00:00", "e7a395d0-b426-48ca-13f7-5a6b7c8d3910", s10),  # Wed
    ("s11", "2027-10-29T14:30:00", "f8b4a6e1-c537-49db-2408-6b7c8d9e3911", s11),  # Fri
]

#: When the questions are asked: the Tuesday after the last session (a Friday).
ASKED_AT = "2027-11-02T08:30:00Z"
