// Every human text the API answers, in Spanish (default) and English (Accept-Language: en…).

const es = {
  validationFailed: 'Los datos enviados no son válidos.',
  malformedJson: 'El cuerpo de la petición no es JSON válido.',
  payloadTooLarge: 'La petición es demasiado grande.',
  unsupportedMediaType: 'Tipo de contenido no soportado.',
  badRequest: 'Petición incorrecta.',
  routeNotFound: 'Ruta no encontrada.',
  notFound: 'El registro solicitado no existe.',
  unauthenticated: 'No autenticado. Inicie sesión.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  invalidCredentials: 'Credenciales incorrectas',
  tooManyAttempts: 'Demasiados intentos. Intente más tarde.',
  conflict: 'El registro ya existe.',
  duplicateValue: 'Ya está registrado.',
  unprocessable: 'La operación no se puede realizar.',
  serverError: 'Ocurrió un error en el servidor. Intente más tarde.',
  databaseUnavailable: 'La base de datos no está disponible.',
  loggedOut: 'Sesión cerrada.',
  resetEmailSent:
    'Si los datos corresponden a una cuenta, enviamos un código de recuperación a su correo.',
  passwordReset: 'La contraseña fue restablecida.',
  passwordChanged: 'La contraseña fue actualizada.',
  confirmationMismatch: 'La confirmación no coincide.',
  invalidResetCode: 'El código no es válido o ya venció.',
  wrongCurrentPassword: 'La contraseña actual es incorrecta.',
  cannotDeleteSelf: 'No puede eliminar su propia cuenta.',
  cannotChangeOwnType: 'No puede cambiar su propio tipo de usuario.',
  unknownReference: 'El registro relacionado no existe.',
  unknownSortField: 'Campo de orden no permitido.',
  unknownUser: 'No existe un usuario con ese nombre o correo.',
  required: 'Este campo es obligatorio.',
  unknownField: 'Campo no permitido.',
  invalidType: 'Tipo de dato no válido.',
  invalidFormat: 'Formato no válido.',
  invalidEmail: 'Correo electrónico no válido.',
  invalidDate: 'Fecha no válida (AAAA-MM-DD).',
  invalidValue: 'Valor no permitido.',
  tooShort: 'Debe tener al menos {limit} caracteres.',
  tooLong: 'No debe exceder {limit} caracteres.',
  tooSmall: 'Debe ser mayor o igual a {limit}.',
  tooBig: 'Debe ser menor o igual a {limit}.',
  mustBePositive: 'Debe ser mayor que {limit}.',
  profilePictureSaved: 'La foto de perfil fue actualizada.',
  noProfilePicture: 'El usuario no tiene foto de perfil.',
  unsupportedImage: 'La imagen debe ser PNG, JPEG o WebP.',
  multipartRequired: 'Envíe la imagen como multipart/form-data en el campo image.',
  imageTooLarge: 'La imagen no debe exceder 5 MB.',
  nameTaken: 'Ya existe un registro activo con este nombre.',
  zoneInUse:
    'No se puede eliminar la zona: todavía tiene ubicaciones, usuarios o pedidos en curso activos. Reasígnelos o elimínelos primero.',
  zoneHasLocations: 'La zona tiene ubicaciones activas.',
  zoneHasUsers: 'La zona tiene usuarios activos.',
  zoneHasOpenOrders: 'La zona tiene pedidos nuevos o en proceso.',
  zoneDeleted: 'La zona está eliminada; restáurela primero.',
};

export type MessageKey = keyof typeof es;

const en: Record<MessageKey, string> = {
  validationFailed: 'The given data was invalid.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Unsupported content type.',
  badRequest: 'Bad request.',
  routeNotFound: 'Route not found.',
  notFound: 'The requested record does not exist.',
  unauthenticated: 'Not authenticated. Please sign in.',
  forbidden: 'You are not allowed to do this.',
  invalidCredentials: 'Invalid credentials',
  tooManyAttempts: 'Too many attempts. Try again later.',
  conflict: 'The record already exists.',
  duplicateValue: 'Has already been taken.',
  unprocessable: 'The operation cannot be performed.',
  serverError: 'A server error occurred. Try again later.',
  databaseUnavailable: 'The database is unavailable.',
  loggedOut: 'Signed out.',
  resetEmailSent: 'If the data matches an account, we sent a recovery code to its e-mail.',
  passwordReset: 'The password was reset.',
  passwordChanged: 'The password was changed.',
  confirmationMismatch: 'The confirmation does not match.',
  invalidResetCode: 'The code is invalid or has expired.',
  wrongCurrentPassword: 'The current password is incorrect.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotChangeOwnType: 'You cannot change your own user type.',
  unknownReference: 'The related record does not exist.',
  unknownSortField: 'Sorting by this field is not allowed.',
  unknownUser: 'No user has that username or e-mail.',
  required: 'This field is required.',
  unknownField: 'Unknown field.',
  invalidType: 'Invalid type.',
  invalidFormat: 'Invalid format.',
  invalidEmail: 'Invalid e-mail address.',
  invalidDate: 'Invalid date (YYYY-MM-DD).',
  invalidValue: 'Value not allowed.',
  tooShort: 'Must be at least {limit} characters.',
  tooLong: 'Must not exceed {limit} characters.',
  tooSmall: 'Must be at least {limit}.',
  tooBig: 'Must be at most {limit}.',
  mustBePositive: 'Must be greater than {limit}.',
  profilePictureSaved: 'The profile picture was updated.',
  noProfilePicture: 'The user has no profile picture.',
  unsupportedImage: 'The image must be PNG, JPEG or WebP.',
  multipartRequired: 'Send the image as multipart/form-data in the image field.',
  imageTooLarge: 'The image must not exceed 5 MB.',
  nameTaken: 'An active record already has this name.',
  zoneInUse:
    'The zone cannot be deleted: it still has active locations, users or open orders. Reassign or delete them first.',
  zoneHasLocations: 'The zone has active locations.',
  zoneHasUsers: 'The zone has active users.',
  zoneHasOpenOrders: 'The zone has new or in-process orders.',
  zoneDeleted: 'The zone is deleted; restore it first.',
};

export type Language = 'es' | 'en';

export function languageOf(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return header?.trim().toLowerCase().startsWith('en') ? 'en' : 'es';
}

export function translate(
  key: MessageKey,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  const template = (language === 'en' ? en : es)[key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
