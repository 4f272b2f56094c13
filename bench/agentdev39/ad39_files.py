"""Whole files the agent reads or writes in the hearthside history (bench/agentdev39/sessions.py)."""
from __future__ import annotations

COMPOSER_JSON = """{
    "name": "fellside/hearthside",
    "description": "Delivery-slot booking, delivery pricing and dispatch lists for the Fellside Fuel & Stoves WooCommerce shop",
    "type": "wordpress-plugin",
    "license": "GPL-2.0-or-later",
    "authors": [
        { "name": "Callum Birtwistle", "email": "callum@birtwistle.dev" }
    ],
    "require": {
        "php": ">=8.2"
    },
    "require-dev": {
        "phpunit/phpunit": "^9.6",
        "yoast/phpunit-polyfills": "^2.0",
        "phpstan/phpstan": "^1.12",
        "szepeszt/phpstan-wordpress": "^1.3",
        "php-stubs/woocommerce-stubs": "^9.3",
        "phpstan/extension-installer": "^1.4"
    },
    "autoload": {
        "psr-4": {
            "Hearthside\\\\": "src/"
        },
        "classmap": [
            "includes/"
        ]
    },
    "autoload-dev": {
        "psr-4": {
            "Hearthside\\\\Tests\\\\": "tests/"
        }
    },
    "config": {
        "platform": { "php": "8.2.24" },
        "optimize-autoloader": true,
        "sort-packages": true,
        "allow-plugins": {
            "phpstan/extension-installer": true
        }
    },
    "scripts": {
        "stan": "phpstan analyse --memory-limit=1G",
        "test": "wp-env run tests-cli --env-cwd=wp-content/plugins/hearthside vendor/bin/phpunit"
    }
}
"""

MAIN_PHP = """<?php
/**
 * Plugin Name:       Hearthside
 * Plugin URI:        https://github.com/fellside/hearthside
 * Description:       Delivery slots at checkout, delivery pricing and van dispatch lists for Fellside Fuel & Stoves.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.2
 * Requires Plugins:  woocommerce
 * Author:            Callum Birtwistle
 * License:           GPL-2.0-or-later
 * Text Domain:       hearthside
 * WC requires at least: 9.0
 * WC tested up to:   9.3
 *
 * @package Hearthside
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

define( 'HEARTHSIDE_VERSION', '0.1.0' );
define( 'HEARTHSIDE_FILE', __FILE__ );
define( 'HEARTHSIDE_DIR', plugin_dir_path( __FILE__ ) );

require_once HEARTHSIDE_DIR . 'vendor/autoload.php';

// HPOS (custom order tables) and the Cart/Checkout blocks: we only touch orders through WC_Order.
add_action(
	'before_woocommerce_init',
	static function (): void {
		if ( class_exists( \\Automattic\\WooCommerce\\Utilities\\FeaturesUtil::class ) ) {
			\\Automattic\\WooCommerce\\Utilities\\FeaturesUtil::declare_compatibility( 'custom_order_tables', HEARTHSIDE_FILE, true );
			\\Automattic\\WooCommerce\\Utilities\\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', HEARTHSIDE_FILE, true );
		}
	}
);

add_action(
	'plugins_loaded',
	static function (): void {
		if ( ! class_exists( 'WooCommerce' ) ) {
			add_action(
				'admin_notices',
				static fn () => printf(
					'<div class="notice notice-error"><p>%s</p></div>',
					esc_html__( 'Hearthside needs WooCommerce to be active.', 'hearthside' )
				)
			);
			return;
		}
		load_plugin_textdomain( 'hearthside', false, dirname( plugin_basename( HEARTHSIDE_FILE ) ) . '/languages' );
		( new HS_Rest() )->register();
	}
);
"""

WP_ENV_JSON = """{
	"$schema": "https://schemas.wp.org/trunk/wp-env.json",
	"core": "WordPress/WordPress#6.6.2",
	"phpVersion": "8.2",
	"plugins": [
		".",
		"https://downloads.wordpress.org/plugin/woocommerce.9.3.3.zip"
	],
	"port": 8888,
	"testsPort": 8889,
	"config": {
		"WP_DEBUG": true,
		"WP_DEBUG_LOG": true,
		"SCRIPT_DEBUG": true
	},
	"lifecycleScripts": {
		"afterStart": "wp-env run cli wp option update woocommerce_default_country 'GB:*' && wp-env run cli wp option update timezone_string Europe/London"
	}
}
"""

PHPSTAN_NEON = """includes:
    - vendor/szepeszt/phpstan-wordpress/extension.neon

parameters:
    level: 6
    phpVersion: 80200
    paths:
        - hearthside.php
        - includes/
        - src/
    scanFiles:
        - vendor/php-stubs/woocommerce-stubs/woocommerce-stubs.php
    bootstrapFiles:
        - tests/phpstan-constants.php
    treatPhpDocTypesAsCertain: false
    # no baseline and no ignoreErrors: fix what PHPStan finds
"""

SLOT_MANAGER_PHP = """<?php
/**
 * Delivery slots: which (date, half-day) pairs a postcode can still book.
 *
 * @package Hearthside
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * Reads the zone table (option hearthside_zones) and counts booked orders per slot.
 */
class HS_Slot_Manager {

	public const CAPACITY_PER_SLOT = 10;   // drops per half-day, both vans together (Gethin, 6 Oct)
	public const CUTOFF_HOUR       = 14;   // orders must be in by 14:00 the day before
	public const DAYS_AHEAD        = 10;
	public const PARTS             = array( 'am' => '8am-12pm', 'pm' => '12pm-5pm' );

	/**
	 * The zone of a postcode: its district ("LA9") looked up in the zone table.
	 *
	 * @return array{district: string, days: list<int>}|null
	 */
	public function zone_for( string $postcode ): ?array {
		$district = substr( $postcode, 0, (int) strpos( $postcode, ' ' ) );
		$zones    = get_option( 'hearthside_zones', array() );
		foreach ( $zones as $zone ) {
			if ( in_array( $district, $zone['districts'], true ) ) {
				return array( 'district' => $district, 'days' => $zone['days'] );
			}
		}
		return null;
	}

	/**
	 * Bookable slots for a postcode over the next DAYS_AHEAD days, in the site timezone.
	 *
	 * @return list<array{date: string, part: string, label: string, left: int}>
	 */
	public function get_available_slots( string $postcode ): array {
		$zone = $this->zone_for( $postcode );
		if ( null === $zone ) {
			return array();
		}
		$now   = new DateTimeImmutable( 'now', wp_timezone() );
		$slots = array();
		for ( $i = 1; $i <= self::DAYS_AHEAD; $i++ ) {
			$day = $now->modify( "+{$i} days" )->setTime( 0, 0 );
			if ( ! in_array( (int) $day->format( 'N' ), $zone['days'], true ) ) {
				continue;
			}
			$cutoff = $day->modify( '-1 day' )->setTime( self::CUTOFF_HOUR, 0 );
			if ( $now >= $cutoff ) {
				continue;
			}
			foreach ( self::PARTS as $part => $hours ) {
				$left = self::CAPACITY_PER_SLOT - $this->booked( $day->format( 'Y-m-d' ), $part );
				if ( $left > 0 ) {
					$slots[] = array(
						'date'  => $day->format( 'Y-m-d' ),
						'part'  => $part,
						'label' => wp_date( 'l j F', $day->getTimestamp() ) . ', ' . $hours,
						'left'  => $left,
					);
				}
			}
		}
		return $slots;
	}

	/** Orders (not cancelled or failed) holding this slot in their _hearthside_slot meta. */
	private function booked( string $date, string $part ): int {
		$ids = wc_get_orders(
			array(
				'limit'      => -1,
				'return'     => 'ids',
				'status'     => array( 'wc-pending', 'wc-processing', 'wc-on-hold', 'wc-completed' ),
				'meta_key'   => '_hearthside_slot', // phpcs:ignore WordPress.DB.SlowDBQuery
				'meta_value' => "{$date}|{$part}",  // phpcs:ignore WordPress.DB.SlowDBQuery
			)
		);
		return count( $ids );
	}
}

/**
 * Bookable slots for a postcode (used by the REST route and the checkout field).
 *
 * @return list<array{date: string, part: string, label: string, left: int}>
 */
function hs_get_available_slots( string $postcode ): array {
	return ( new HS_Slot_Manager() )->get_available_slots( $postcode );
}
"""

DELIVERY_FEE_PHP = """<?php
/**
 * The delivery fee and the Saturday surcharge, added to the cart as fees.
 *
 * @package Hearthside
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * Meredith's pricing rule (8 Oct): delivery costs FEE_PENCE on baskets under FREE_FROM_PENCE,
 * Saturday slots cost SATURDAY_PENCE on top, even when delivery itself is free.
 * All amounts are integer pence; they become pounds only when handed to WooCommerce.
 */
class HS_Delivery_Fee {

	public const FEE_PENCE       = 650;
	public const FREE_FROM_PENCE = 10000;
	public const SATURDAY_PENCE  = 1000;

	public function register(): void {
		add_action( 'woocommerce_cart_calculate_fees', array( $this, 'add_fees' ), 20 );
	}

	/**
	 * @param WC_Cart $cart The cart being totalled.
	 */
	public function add_fees( $cart ): void {
		if ( is_admin() && ! defined( 'DOING_AJAX' ) ) {
			return;
		}
		if ( ! $cart->needs_shipping() ) {
			return;
		}
		$basket = self::to_pence( (float) $cart->get_cart_contents_total() + (float) $cart->get_cart_contents_tax() );
		foreach ( $this->fees_for( $basket, $this->chosen_slot_date() ) as $label => $pence ) {
			$cart->add_fee( $label, $pence / 100, true, 'standard' );
		}
	}

	/**
	 * The fees for a basket total (pence, incl. VAT) and the chosen slot's date (Y-m-d or null).
	 *
	 * @return array<string, int> label => pence
	 */
	public function fees_for( int $basket_pence, ?string $slot_date ): array {
		$fees = array();
		if ( $basket_pence <= self::FREE_FROM_PENCE ) {
			$fees[ __( 'Delivery', 'hearthside' ) ] = self::FEE_PENCE;
		}
		if ( null !== $slot_date && '6' === gmdate( 'N', (int) strtotime( $slot_date ) ) ) {
			$fees[ __( 'Saturday delivery', 'hearthside' ) ] = self::SATURDAY_PENCE;
		}
		return $fees;
	}

	private function chosen_slot_date(): ?string {
		$slot = WC()->session ? WC()->session->get( 'hearthside_slot' ) : null;
		return is_string( $slot ) && str_contains( $slot, '|' ) ? explode( '|', $slot )[0] : null;
	}

	public static function to_pence( float $pounds ): int {
		return (int) round( $pounds * 100 );
	}
}
"""

SLOT_REPOSITORY_PHP = """<?php
/**
 * Delivery slots: which (date, half-day) pairs a postcode can still book.
 *
 * @package Hearthside
 */

declare(strict_types=1);

namespace Hearthside\\Slots;

use DateTimeImmutable;

/**
 * Zones come from Zones (option hearthside_zones), bookings from the orders' _hearthside_slot meta.
 * Availability per zone is cached in a transient for CACHE_TTL seconds.
 */
final class SlotRepository {

	public const CAPACITY_PER_SLOT = 10;
	public const CUTOFF_HOUR       = 14;
	public const DAYS_AHEAD        = 10;
	public const CACHE_TTL         = 10 * MINUTE_IN_SECONDS;
	public const PARTS             = array( 'am' => '8am-12pm', 'pm' => '12pm-5pm' );

	public function __construct( private readonly Zones $zones = new Zones() ) {}

	/**
	 * Bookable slots for a postcode (static entry point for the REST controller and the block).
	 *
	 * @return list<array{date: string, part: string, label: string, left: int}>
	 */
	public static function available( string $postcode ): array {
		return ( new self() )->for_postcode( $postcode );
	}

	/**
	 * @return list<array{date: string, part: string, label: string, left: int}>
	 */
	public function for_postcode( string $postcode ): array {
		$zone = $this->zones->for_postcode( $postcode );
		if ( null === $zone ) {
			return array();
		}
		$key    = 'hearthside_avail_' . $zone->id;
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$slots = $this->compute( $zone, new DateTimeImmutable( 'now', wp_timezone() ) );
		set_transient( $key, $slots, self::CACHE_TTL );
		return $slots;
	}

	/**
	 * @return list<array{date: string, part: string, label: string, left: int}>
	 */
	public function compute( Zone $zone, DateTimeImmutable $now ): array {
		$slots = array();
		for ( $i = 1; $i <= self::DAYS_AHEAD; $i++ ) {
			$day = $now->modify( "+{$i} days" )->setTime( 0, 0 );
			if ( ! $zone->delivers_on( (int) $day->format( 'N' ) ) ) {
				continue;
			}
			if ( $now >= $day->modify( '-1 day' )->setTime( self::CUTOFF_HOUR, 0 ) ) {
				continue;
			}
			foreach ( self::PARTS as $part => $hours ) {
				$left = self::CAPACITY_PER_SLOT - $this->booked( $day->format( 'Y-m-d' ), $part );
				if ( $left > 0 ) {
					$slots[] = array(
						'date'  => $day->format( 'Y-m-d' ),
						'part'  => $part,
						'label' => wp_date( 'l j F', $day->getTimestamp() ) . ', ' . $hours,
						'left'  => $left,
					);
				}
			}
		}
		return $slots;
	}

	/** Forget every zone's cached availability (called when an order with a slot is created). */
	public static function flush(): void {
		foreach ( ( new Zones() )->all() as $zone ) {
			delete_transient( 'hearthside_avail_' . $zone->id );
		}
	}

	private function booked( string $date, string $part ): int {
		return count(
			wc_get_orders(
				array(
					'limit'      => -1,
					'return'     => 'ids',
					'status'     => array( 'wc-pending', 'wc-processing', 'wc-on-hold', 'wc-completed' ),
					'meta_key'   => '_hearthside_slot', // phpcs:ignore WordPress.DB.SlowDBQuery
					'meta_value' => "{$date}|{$part}",  // phpcs:ignore WordPress.DB.SlowDBQuery
				)
			)
		);
	}
}
"""

SLOT_PICKER_JS = """/**
 * The delivery-slot picker inside the Checkout block (hearthside/delivery-slot).
 * Loads /hearthside/v1/slots for the shipping postcode and stores the choice as Store API
 * extension data (namespace "hearthside", key "slot").
 */
import { registerCheckoutBlock } from '@woocommerce/blocks-checkout';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import apiFetch from '@wordpress/api-fetch';
import { RadioControl, Spinner } from '@wordpress/components';
import metadata from './block.json';

const Block = ( { checkoutExtensionData, cart } ) => {
	const { setExtensionData } = checkoutExtensionData;
	const postcode = cart?.shippingAddress?.postcode ?? '';
	const [ slots, setSlots ] = useState( [] );
	const [ loading, setLoading ] = useState( false );
	const [ chosen, setChosen ] = useState( '' );

	useEffect( () => {
		if ( postcode.replace( /\\s/g, '' ).length < 5 ) {
			setSlots( [] );
			return;
		}
		setLoading( true );
		apiFetch( { path: `/hearthside/v1/slots?postcode=${ encodeURIComponent( postcode ) }` } )
			.then( ( res ) => setSlots( res.slots ) )
			.catch( () => setSlots( [] ) )
			.finally( () => setLoading( false ) );
	}, [ postcode ] );

	useEffect( () => {
		setExtensionData( 'hearthside', 'slot', chosen );
	}, [ chosen, setExtensionData ] );

	if ( loading ) {
		return <Spinner />;
	}
	if ( ! slots.length ) {
		return (
			<p className="hearthside-slot__empty">
				{ __( 'No delivery slots available for this postcode. Please call us on 01539 720 418.', 'hearthside' ) }
			</p>
		);
	}
	return (
		<RadioControl
			className="hearthside-slot"
			label={ __( 'Choose your delivery slot', 'hearthside' ) }
			selected={ chosen }
			options={ slots.map( ( s ) => ( { label: s.label, value: `${ s.date }|${ s.part }` } ) ) }
			onChange={ setChosen }
		/>
	);
};

registerCheckoutBlock( { metadata, component: Block } );
"""

BLOCK_JSON = """{
	"$schema": "https://schemas.wp.org/trunk/block.json",
	"apiVersion": 3,
	"name": "hearthside/delivery-slot",
	"version": "0.2.0",
	"title": "Delivery slot",
	"category": "woocommerce",
	"description": "Lets the customer pick a delivery day and half-day at checkout.",
	"parent": [ "woocommerce/checkout-shipping-methods-block" ],
	"attributes": {
		"lock": { "type": "object", "default": { "remove": true, "move": true } }
	},
	"supports": { "html": false, "multiple": false, "reusable": false },
	"textdomain": "hearthside",
	"editorScript": "file:./index.js",
	"viewScript": "file:./frontend.js"
}
"""

RELEASE_YML = """name: release

on:
  push:
    tags: [ 'v*' ]

jobs:
  zip:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4

      - uses: shivammathur/setup-php@v2
        with:
          php-version: '8.2'
          tools: composer:v2

      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm

      - name: Static analysis and unit tests
        run: |
          composer install --no-interaction --prefer-dist
          vendor/bin/phpstan analyse --no-progress
          npm ci
          npx wp-env start
          npm run test:php

      - name: Build the plugin zip
        run: bin/build-zip.sh "${GITHUB_REF_NAME#v}"

      - name: Publish the release
        env:
          GH_TOKEN: ${{ github.token }}
        run: |
          gh release create "$GITHUB_REF_NAME" "dist/hearthside-${GITHUB_REF_NAME#v}.zip" \\
            --title "hearthside $GITHUB_REF_NAME" --generate-notes
"""
