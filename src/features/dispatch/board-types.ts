// The board's shapes, as the contract gives them (GET /api/delivery-routes/board/{date}).
export type {
  DeliveryRoute,
  DeliveryStop,
  DispatchBoard,
  DueOrder,
  FreeDriver,
  FreeVehicle,
  Product,
} from '@/api/delivery-routes';
