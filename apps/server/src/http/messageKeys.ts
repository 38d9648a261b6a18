// The server's messages in English and Spanish; their keys are every message's key (the other
// languages are in src/texts, issue 20). Not validation messages: those live in packages/domain.
// Plain words; the web shows them as they are.
export const englishAndSpanish = {
  signInRequired: {
    en: 'Please sign in to continue.',
    es: 'Inicie sesión para seguir.',
  },
  articleNotFound: {
    en: 'We could not find that help article.',
    es: 'No encontramos ese artículo de ayuda.',
  },
  chatRateLimited: {
    en: 'You are sending messages very fast. Please wait a minute and try again.',
    es: 'Está enviando mensajes muy rápido. Espere un minuto y vuelva a intentar.',
  },
  notFound: {
    en: 'We could not find that.',
    es: 'No encontramos eso.',
  },
  zipNotFound: {
    en: 'We do not know this ZIP code. Please type your city and county.',
    es: 'No conocemos este código postal. Escriba su ciudad y su condado.',
  },
  staffOnly: {
    en: 'This page is for the team that runs this service.',
    es: 'Esta página es para el equipo que maneja este servicio.',
  },
  applicationNotFound: {
    en: 'We could not find that application.',
    es: 'No encontramos esa solicitud.',
  },
  applicationNotDraft: {
    en: 'This application was already submitted, so it cannot be changed.',
    es: 'Esta solicitud ya fue enviada, así que no se puede cambiar.',
  },
  incomeEntryNotFound: {
    en: 'We could not find that income source.',
    es: 'No encontramos esa fuente de ingresos.',
  },
  emailTaken: {
    en: 'An account with this email already exists. Please sign in instead.',
    es: 'Ya hay una cuenta con este correo. Por favor, inicie sesión.',
  },
  codeSent: {
    en: 'If an account uses this email, we sent it a 6-digit code. It works for 10 minutes.',
    es: 'Si hay una cuenta con este correo, le enviamos un código de 6 dígitos. Sirve por 10 minutos.',
  },
  codeExpired: {
    en: 'This code has expired or was replaced. Ask for a new code.',
    es: 'Este código ya no sirve o fue cambiado por otro. Pida un código nuevo.',
  },
  codeTooManyTries: {
    en: 'Too many wrong tries. Ask for a new code.',
    es: 'Demasiados intentos incorrectos. Pida un código nuevo.',
  },
  codeWrongOneTryLeft: {
    en: 'That code is not right. You can try 1 more time.',
    es: 'Ese código no es correcto. Puede intentar 1 vez más.',
  },
  codeWrongTriesLeft: {
    en: 'That code is not right. You can try {count} more times.',
    es: 'Ese código no es correcto. Puede intentar {count} veces más.',
  },
  codeWrongNoTriesLeft: {
    en: 'That code is not right. Too many wrong tries. Ask for a new code.',
    es: 'Ese código no es correcto. Demasiados intentos incorrectos. Pida un código nuevo.',
  },
  foreignOrigin: {
    en: 'This request did not come from this website, so we refused it.',
    es: 'Este pedido no vino de este sitio web, así que lo rechazamos.',
  },
  ambiguousPath: {
    en: 'We could not read that web address.',
    es: 'No pudimos leer esa dirección web.',
  },
  rateLimited: {
    en: 'Too many tries. Please wait a few minutes and try again.',
    es: 'Demasiados intentos. Espere unos minutos y vuelva a intentar.',
  },
  tooLarge: {
    en: 'That is too large for us to accept.',
    es: 'Eso es demasiado grande. No lo podemos aceptar.',
  },
  fileTooLarge: {
    en: 'This file is larger than 10 MB. Please choose a smaller file or take a new photo.',
    es: 'Este archivo pesa más de 10 MB. Elija un archivo más pequeño o tome otra foto.',
  },
  fileTypeNotAccepted: {
    en: 'We can only use PDF, JPG and PNG files (and Word files for proof of income). Please choose another file.',
    es: 'Solo podemos usar archivos PDF, JPG y PNG (y archivos de Word para probar ingresos). Elija otro archivo.',
  },
  documentsStillReading: {
    en: 'We are still reading your documents. Please wait a minute and try again.',
    es: 'Todavía estamos leyendo sus documentos. Espere un minuto y vuelva a intentar.',
  },
  documentNotFound: {
    en: 'We could not find that document.',
    es: 'No encontramos ese documento.',
  },
  payrollNotAllowed: {
    en: 'Payroll linking is only for wages or self-employment income. Please choose another way to verify this income.',
    es: 'La conexión con la nómina es solo para salarios o trabajo por cuenta propia. Elija otra forma de verificar este ingreso.',
  },
  bankTransactionsNotFound: {
    en: 'We could not find those bank deposits. Please link your bank account and choose the deposits again.',
    es: 'No encontramos esos depósitos del banco. Conecte su cuenta de banco y elija los depósitos otra vez.',
  },
  bankLinkTokenInvalid: {
    en: 'The bank connection timed out. We are starting it again.',
    es: 'La conexión con el banco se venció. La estamos empezando otra vez.',
  },
  bankCredentialsInvalid: {
    en: 'That user name or password is not right for this bank. Please check them and try again.',
    es: 'Ese usuario o contraseña no es correcto para este banco. Revíselos e intente de nuevo.',
  },
  bankInstitutionUnknown: {
    en: 'We could not find that bank. Please choose one from the list.',
    es: 'No encontramos ese banco. Elija uno de la lista.',
  },
  bankAccountsUnknown: {
    en: 'Please choose at least one of your accounts at this bank.',
    es: 'Elija por lo menos una de sus cuentas en este banco.',
  },
  bankPublicTokenInvalid: {
    en: 'This bank connection expired or was already used. Please connect your bank again.',
    es: 'Esta conexión con el banco se venció o ya se usó. Conecte su banco otra vez.',
  },
  bankItemNotFound: {
    en: 'We could not find that bank connection. Please connect your bank again.',
    es: 'No encontramos esa conexión con el banco. Conecte su banco otra vez.',
  },
  bankReconnect: {
    en: 'Your bank needs you to sign in again. Please connect your bank again.',
    es: 'Su banco necesita que inicie sesión otra vez. Conecte su banco otra vez.',
  },
  bankProviderFailed: {
    en: 'We could not reach your bank right now. Please try again in a few minutes.',
    es: 'No pudimos comunicarnos con su banco ahora. Intente de nuevo en unos minutos.',
  },
  serverError: {
    en: 'Something went wrong on our side. Your saved answers are safe. Please try again.',
    es: 'Algo salió mal de nuestro lado. Sus respuestas guardadas están seguras. Intente de nuevo.',
  },
  // Issue 7: expenses, submission and the receipt.
  incomeSourceNoExpenses: {
    en: 'This kind of income cannot have business expenses. Expenses can only be added to work, self-employment or rental income.',
    es: 'Este tipo de ingreso no puede tener gastos de negocio. Solo se pueden agregar gastos a ingresos de trabajo, trabajo por cuenta propia o alquiler.',
  },
  expenseNotFound: {
    en: 'We could not find that expense.',
    es: 'No encontramos ese gasto.',
  },
  submitNeedsAttestations: {
    en: 'Please tick each box of what you confirm before you submit.', // issue 18: no count to go wrong
    es: 'Marque cada casilla de lo que confirma antes de enviar.',
  },
  submitNeedsAcknowledgement: {
    en: 'We found important issues in your application. Please check the box to say you read them, or fix them, before you submit.',
    es: 'Encontramos problemas importantes en su solicitud. Marque la casilla para decir que los leyó, o corríjalos, antes de enviar.',
  },
  receiptBusy: {
    en: 'We could not make your receipt just now. Please try again in a minute.',
    es: 'No pudimos hacer su comprobante en este momento. Vuelva a intentar en un minuto.',
  },
  receiptNotReady: {
    en: 'The receipt is ready once the application is submitted.',
    es: 'El comprobante estará listo cuando se envíe la solicitud.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

export type ServerMessageKey = keyof typeof englishAndSpanish;
