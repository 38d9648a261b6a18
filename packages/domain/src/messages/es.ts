import type { ValidationMessageKey } from './en.js';

export const validationMessagesEs: Record<ValidationMessageKey, string> = {
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  emailInvalid: 'Se requiere un correo electrónico válido',
  phoneInvalid: 'Se requiere un número de teléfono válido',
  phoneDigits: 'El número de teléfono debe tener 10 dígitos',
  zipInvalid: 'Se requiere un código postal válido',
  termsRequired: 'Debe aceptar los términos',
  benefitsRequired: 'Elija al menos un beneficio para seguir con su solicitud.',
  workChoiceRequired: 'Elija una opción para seguir con su solicitud.',
  codeInvalid: 'Escriba el código de 6 dígitos de su correo.',
  benefitUnknown: 'Elija beneficios de la lista.',
  requestInvalid: 'Parte de la información enviada no es válida.',
};
