import type { Migration, MigrationProvider } from 'kysely';
import * as createZones from './2026_11_22_0800_create_zones';
import * as createLocations from './2026_11_22_0801_create_locations';
import * as createUsers from './2026_11_22_0802_create_users';
import * as createProfilePictures from './2026_11_22_0803_create_profile_pictures';
import * as createWallets from './2026_11_22_0804_create_wallets';
import * as createOrders from './2026_11_22_0805_create_orders';
import * as createHistoricals from './2026_11_22_0806_create_historicals';
import * as createOrderStatusChanges from './2026_11_22_0807_create_order_status_changes';
import * as createPrices from './2026_11_22_0808_create_prices';
import * as createPolls from './2026_11_22_0809_create_polls';
import * as createAnswers from './2026_11_22_0810_create_answers';
import * as createAuthSupport from './2026_11_22_0811_create_auth_support';
import * as indexOrderLists from './2026_11_23_1000_index_order_lists';
import * as indexOrdersCompletedAt from './2026_11_23_1100_index_orders_completed_at';
import * as createUsersSearch from './2026_11_23_1110_create_users_search';
import * as createSessions from './2026_11_24_0900_create_sessions';
import * as versionPolls from './2026_11_24_1000_version_polls';
import * as createPriceMaximums from './2026_11_24_1010_create_price_maximums';
import * as searchAnswers from './2026_11_24_1300_search_answers';
import * as indexFinishedOrders from './2026_11_24_1310_index_finished_orders';
import * as createPushDevices from './2026_11_24_1540_create_push_devices';
import * as createAuditEvents from './2026_11_24_1700_create_audit_events';
import * as createExportRuns from './2026_11_27_1300_create_export_runs';
import * as createAuditRefusals from './2026_11_27_1200_create_audit_refusals';
import * as createVehicles from './2026_11_27_1100_create_vehicles';
import * as addOrderDeliverySchedule from './2026_11_27_1400_add_order_delivery_schedule';
import * as createDeliveryRoutes from './2026_11_27_1500_create_delivery_routes';
import * as addOrderRevision from './2026_11_28_0200_add_order_revision';
import * as createCompletedOrderMonths from './2026_11_28_1000_create_completed_order_months';
import * as createCompletedOrderPrices from './2026_11_28_1000_create_completed_order_prices';
import * as indexOpenDeliveryRoutes from './2026_11_28_1100_index_open_delivery_routes';
import * as countPriceBookChanges from './2026_11_28_1200_count_price_book_changes';
import * as stripeOrderStatusCounts from './2026_11_29_1000_stripe_order_status_counts';
import * as versionOrderSearchBlocks from './2026_11_29_1100_version_order_search_blocks';
import * as versionOrderSearchBlocksOnPostgres from './2026_11_29_1200_version_order_search_blocks_on_postgres';
import * as leaveRoomInOrderStatusCounts from './2026_11_29_1300_leave_room_in_order_status_counts';
import * as mirrorOrderSearchTextsOnPostgres from './2026_11_29_1400_mirror_order_search_texts_on_postgres';
import * as countOrderSearchPhrasesOnPostgres from './2026_11_29_1500_count_order_search_phrases_on_postgres';

/**
 * Every migration, by name. A static list because FileMigrationProvider's dynamic import does not
 * work under tsx and jest. Add new migrations at the end; never edit a landed one.
 */
const migrations: Record<string, Migration> = {
  '2026_11_22_0800_create_zones': createZones,
  '2026_11_22_0801_create_locations': createLocations,
  '2026_11_22_0802_create_users': createUsers,
  '2026_11_22_0803_create_profile_pictures': createProfilePictures,
  '2026_11_22_0804_create_wallets': createWallets,
  '2026_11_22_0805_create_orders': createOrders,
  '2026_11_22_0806_create_historicals': createHistoricals,
  '2026_11_22_0807_create_order_status_changes': createOrderStatusChanges,
  '2026_11_22_0808_create_prices': createPrices,
  '2026_11_22_0809_create_polls': createPolls,
  '2026_11_22_0810_create_answers': createAnswers,
  '2026_11_22_0811_create_auth_support': createAuthSupport,
  '2026_11_23_1000_index_order_lists': indexOrderLists,
  '2026_11_23_1100_index_orders_completed_at': indexOrdersCompletedAt,
  '2026_11_23_1110_create_users_search': createUsersSearch,
  '2026_11_24_0900_create_sessions': createSessions,
  '2026_11_24_1000_version_polls': versionPolls,
  '2026_11_24_1010_create_price_maximums': createPriceMaximums,
  '2026_11_24_1300_search_answers': searchAnswers,
  '2026_11_24_1310_index_finished_orders': indexFinishedOrders,
  '2026_11_24_1540_create_push_devices': createPushDevices,
  '2026_11_24_1700_create_audit_events': createAuditEvents,
  '2026_11_27_1300_create_export_runs': createExportRuns,
  '2026_11_27_1200_create_audit_refusals': createAuditRefusals,
  '2026_11_27_1100_create_vehicles': createVehicles,
  '2026_11_27_1400_add_order_delivery_schedule': addOrderDeliverySchedule,
  '2026_11_27_1500_create_delivery_routes': createDeliveryRoutes,
  '2026_11_28_0200_add_order_revision': addOrderRevision,
  '2026_11_28_1000_create_completed_order_months': createCompletedOrderMonths,
  '2026_11_28_1000_create_completed_order_prices': createCompletedOrderPrices,
  '2026_11_28_1100_index_open_delivery_routes': indexOpenDeliveryRoutes,
  '2026_11_28_1200_count_price_book_changes': countPriceBookChanges,
  '2026_11_29_1000_stripe_order_status_counts': stripeOrderStatusCounts,
  '2026_11_29_1100_version_order_search_blocks': versionOrderSearchBlocks,
  '2026_11_29_1200_version_order_search_blocks_on_postgres': versionOrderSearchBlocksOnPostgres,
  '2026_11_29_1300_leave_room_in_order_status_counts': leaveRoomInOrderStatusCounts,
  '2026_11_29_1400_mirror_order_search_texts_on_postgres': mirrorOrderSearchTextsOnPostgres,
  '2026_11_29_1500_count_order_search_phrases_on_postgres': countOrderSearchPhrasesOnPostgres,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
