// The answers when what an event points to is missing or wrong (the spec does not give them).
/** What an event points to (customer, branch, package, product, receiver, extra) is missing or wrong. */
export const EVENT_REF_MSG = {
  customerNotFound: 'Usuario no encontrado',
  customerNotUser: 'Los eventos se agendan solo para usuarios con rol usuario',
  placeNotFound: 'Sucursal no encontrada',
  packageNotFound: 'Paquete no encontrado',
  packageOtherPlace: 'El paquete no pertenece a esta sucursal',
  productNotFound: 'Producto no encontrado',
  receiverInvalid: 'Quien recibió el abono debe ser un administrador',
  extraNotFound: 'Adicional no encontrado',
} as const;
