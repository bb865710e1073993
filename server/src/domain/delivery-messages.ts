// The delivery day's texts (vehicles, delivery routes, their stops and outcomes), in Spanish and
// English: part of every text the API answers (messages.ts), kept apart by their subject.

export const deliveryEs = {
  invalidPlate:
    'Placa no válida: letras mayúsculas y dígitos en 2 a 4 grupos separados por guiones, de 5 a 8 caracteres con al menos una letra y un dígito (por ejemplo ABC-123-D).',
  plateTaken: 'Ya hay un vehículo no eliminado con esta placa.',
  cylinderCapacityRange: 'Un camión de cilindros lleva de 1 a 2000 cilindros.',
  tankCapacityRange: 'Una pipa lleva de 500 a 60000 litros.',
  routeCylindersOnTankTruck:
    'El pedido {folio} es de {quantity} cilindros de {size}: el vehículo {plate} es una pipa y solo surte gas estacionario (litros).',
  routeLitresOnCylinderTruck:
    'El pedido {folio} es de {quantity} litros de gas estacionario: el vehículo {plate} es un camión de cilindros; asígnelo a una pipa.',
  routeOverCylinders:
    'El vehículo {plate} ya lleva {load} de {capacity} cilindros: el pedido {folio} ({quantity} cilindros de {size}) excede su capacidad por {excess} cilindros.',
  routeOverLitres:
    'La pipa {plate} ya lleva {load} de {capacity} litros: el pedido {folio} ({quantity} litros de gas estacionario) excede su capacidad por {excess} litros.',
  routeLoadOverCylinders:
    'El vehículo {plate} lleva {capacity} cilindros: las paradas de la ruta suman {load} y la exceden por {excess} cilindros.',
  routeLoadOverLitres:
    'La pipa {plate} lleva {capacity} litros: las paradas de la ruta suman {load} y la exceden por {excess} litros.',
  orderOnAnotherRoute:
    'El pedido {folio} ya está en la ruta n.º {route} del {date} (vehículo {plate}): quítelo de esa ruta primero.',
  orderTakenMeanwhile: 'El pedido {folio} acaba de asignarse a otra ruta de reparto.',
  orderDueAfterRoute: 'El pedido {folio} se entrega el {date}, no en la ruta del {route_date}.',
  orderCompletedNotRoutable: 'El pedido {folio} ya está completado: no se asigna a una ruta.',
  orderCancelledNotRoutable: 'El pedido {folio} está cancelado: no va en una ruta.',
  orderDeletedNotRoutable: 'El pedido {folio} está eliminado: no se asigna a una ruta.',
  vehicleBusyThatDay: 'El vehículo {plate} ya tiene una ruta el {date}.',
  driverBusyThatDay: '{name} ya conduce otra ruta el {date}.',
  helperBusyThatDay: '{name} ya va en otra ruta el {date}.',
  helperIsDriver: 'El ayudante no puede ser el mismo chofer.',
  vehicleUnavailable: 'El vehículo no existe, está eliminado o fuera de servicio.',
  routeNotPlanned: 'La ruta ya salió o está cerrada: solo se cambia mientras está planeada.',
  routeNotOut: 'La ruta no está en reparto: los resultados se registran con la ruta fuera.',
  routeNotClosed: 'La ruta no está cerrada.',
  routeHasNoStops: 'La ruta no tiene paradas: asigne al menos un pedido antes de salir.',
  routeStopsPending: 'Faltan {count} paradas sin resultado: regístrelas antes de cerrar la ruta.',
  stopAlreadyRecorded: 'La parada ya tiene su resultado.',
  stopsMismatch: 'Envíe todos los pedidos de la ruta, cada uno una sola vez.',
  stopAlreadyOnRoute: 'La parada ya está en esa ruta: cámbiela de lugar dentro de la ruta.',
  litresOnlyForStationary:
    'Los litros surtidos solo se indican en pedidos de gas estacionario (el pedido {folio} es de cilindros).',
  requiredWhenNotDelivered: 'Indíquelo cuando la parada no se entregó.',
  onlyWhenNotDelivered: 'Solo se indica cuando la parada no se entregó.',
  onlyWhenDelivered: 'Solo se indica cuando la parada se entregó.',
};

export type DeliveryMessageKey = keyof typeof deliveryEs;

export const deliveryEn: Record<DeliveryMessageKey, string> = {
  invalidPlate:
    'Invalid plate: upper-case letters and digits in 2 to 4 groups joined by hyphens, 5 to 8 characters with at least one letter and one digit (for example ABC-123-D).',
  plateTaken: 'A vehicle that is not deleted already has this plate.',
  cylinderCapacityRange: 'A cylinder truck carries 1 to 2000 cylinders.',
  tankCapacityRange: 'A tank truck carries 500 to 60000 litres.',
  routeCylindersOnTankTruck:
    'Order {folio} is {quantity} cylinders of {size}: vehicle {plate} is a tank truck and only dispenses stationary gas (litres).',
  routeLitresOnCylinderTruck:
    'Order {folio} is {quantity} litres of stationary gas: vehicle {plate} is a cylinder truck; assign it to a tank truck.',
  routeOverCylinders:
    'Vehicle {plate} already carries {load} of {capacity} cylinders: order {folio} ({quantity} cylinders of {size}) exceeds its capacity by {excess} cylinders.',
  routeOverLitres:
    'Tank truck {plate} already carries {load} of {capacity} litres: order {folio} ({quantity} litres of stationary gas) exceeds its capacity by {excess} litres.',
  routeLoadOverCylinders:
    'Vehicle {plate} carries {capacity} cylinders: the stops of the route add up to {load} and exceed it by {excess} cylinders.',
  routeLoadOverLitres:
    'Tank truck {plate} carries {capacity} litres: the stops of the route add up to {load} and exceed it by {excess} litres.',
  orderOnAnotherRoute:
    'Order {folio} is already on route no. {route} of {date} (vehicle {plate}): take it off that route first.',
  orderTakenMeanwhile: 'Order {folio} has just been put on another delivery route.',
  orderDueAfterRoute: 'Order {folio} is due on {date}, not on the route of {route_date}.',
  orderCompletedNotRoutable: 'Order {folio} is already completed: it is not put on a route.',
  orderCancelledNotRoutable: 'Order {folio} is cancelled: it does not go on a route.',
  orderDeletedNotRoutable: 'Order {folio} is deleted: it is not put on a route.',
  vehicleBusyThatDay: 'Vehicle {plate} already has a route on {date}.',
  driverBusyThatDay: '{name} already drives another route on {date}.',
  helperBusyThatDay: '{name} is already on another route on {date}.',
  helperIsDriver: 'The helper cannot be the driver.',
  vehicleUnavailable: 'The vehicle does not exist, is deleted or is out of service.',
  routeNotPlanned: 'The route has left or is closed: it is changed only while planned.',
  routeNotOut: 'The route is not out: outcomes are recorded while the route is out.',
  routeNotClosed: 'The route is not closed.',
  routeHasNoStops: 'The route has no stops: assign at least one order before it leaves.',
  routeStopsPending: '{count} stops have no outcome yet: record them before closing the route.',
  stopAlreadyRecorded: 'The stop already has its outcome.',
  stopsMismatch: 'Send every order of the route, each exactly once.',
  stopAlreadyOnRoute: 'The stop is already on that route: change its place within the route.',
  litresOnlyForStationary:
    'Dispensed litres are given only for stationary gas orders (order {folio} is cylinders).',
  requiredWhenNotDelivered: 'Give it when the stop was not delivered.',
  onlyWhenNotDelivered: 'Given only when the stop was not delivered.',
  onlyWhenDelivered: 'Given only when the stop was delivered.',
};
