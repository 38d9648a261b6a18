import type { AfterSubmissionTexts } from './types.js';

export const afterSubmissionTextsEs: AfterSubmissionTexts = {
  interview: {
    required:
      'Debe tener una entrevista, casi siempre por teléfono. La oficina le dirá el día y la hora. Si no puede ir, llame para pedir otra hora.',
    noOffice: 'No tiene que ir a una oficina para una entrevista.',
    mayAsk: 'La oficina puede llamarle o pedirle que vaya para hacerle preguntas.',
    visit:
      'WIC le dará una cita, en persona o por teléfono. Lleve pruebas de quién es, dónde vive y sus ingresos.',
    stateSets:
      'Su estado decide los próximos pasos. La mayoría de los estados piden una entrevista.',
  },
  decision: {
    days: 'Le debe llegar una carta con la decisión en {{days}} días o menos desde el día en que pidió.',
    expedited:
      'Sus respuestas muestran que puede recibir SNAP rápido: en {{days}} días o menos desde el día en que pidió. Si no, recibe una decisión en {{normalDays}} días o menos.',
    disability:
      'Le debe llegar una carta con la decisión en {{days}} días o menos. Si pidió por una discapacidad, puede tardar hasta {{disabilityDays}} días.',
    sooner:
      'WIC le debe decir si califica en {{days}} días o menos desde que pidió. Algunas personas embarazadas y familias de trabajadores del campo lo saben en {{soonerDays}} días.',
    stateSets: 'Su carta le dirá cuándo recibe una decisión.',
  },
  documents: {
    days: 'Pueden pedirle papeles, como talones de pago o un contrato de renta. Tiene por lo menos {{days}} días para enviarlos.',
    letter:
      'Si no pueden confirmar sus datos, pueden pedirle papeles. Envíelos antes de la fecha que dice la carta.',
  },
  changes: {
    snap: 'Si recibe SNAP, su carta dice qué cambios debe informar y cuándo, como un aumento de pago.',
    health:
      'Avise a la oficina si se muda, si cambia su pago o si alguien llega a su casa o se va.',
    wic: 'Avise a su oficina de WIC si se muda o si cambian sus ingresos.',
    tanf: 'Avise a su oficina de TANF sobre cambios, como un pago nuevo o una mudanza. Su carta dice en cuánto tiempo.',
  },
};
