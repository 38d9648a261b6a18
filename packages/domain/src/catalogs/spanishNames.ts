import type { BenefitId } from './benefits.js';
import type { NamedText } from './namedText.js';

// Spanish names and descriptions of the programs and income categories: one source for the
// web's Spanish catalog, the server's email and receipt, and the chat assistant.

export const benefitTextsEs: Readonly<Record<BenefitId, NamedText>> = {
  'medicaid-magi': {
    name: 'Medicaid (según ingresos)',
    description:
      'Cobertura de salud gratis o de bajo costo para adultos, niños y familias, según sus ingresos.',
  },
  snap: {
    name: 'SNAP (ayuda para comida)',
    description: 'Dinero cada mes en una tarjeta para comprar comida en tiendas y mercados.',
  },
  tanf: {
    name: 'TANF (ayuda en dinero)',
    description:
      'Ayuda en dinero para familias con hijos mientras trabajan para pagar sus propias cuentas.',
  },
  wic: {
    name: 'WIC',
    description:
      'Comida sana, consejos de nutrición y apoyo para amamantar, para embarazadas, padres nuevos y niños menores de 5 años.',
  },
  chip: {
    name: 'CHIP',
    description:
      'Cobertura de salud de bajo costo para niños y adolescentes de familias que ganan demasiado para Medicaid.',
  },
  'medicaid-non-magi': {
    name: 'Medicaid (65+, ciegos o con discapacidad)',
    description:
      'Cobertura de salud para personas de 65 años o más, ciegas o con una discapacidad.',
  },
};

/** Keyed by income category id (SPEC 9's 22 categories). */
export const incomeCategoryTextsEs: Readonly<Record<number, NamedText>> = {
  1: {
    name: 'Sueldos, salarios y propinas',
    description: 'Dinero de un trabajo: cheques de pago, salario, propinas, horas extra y bonos.',
  },
  2: {
    name: 'Ingresos por trabajo por cuenta propia',
    description:
      'Dinero de su propio negocio, trabajos por aplicación, trabajo independiente o por contrato (1099).',
  },
  3: {
    name: 'Beneficios del Seguro Social',
    description:
      'Pagos del Seguro Social por jubilación, sobreviviente o discapacidad (SSDI), y SSI.',
  },
  4: {
    name: 'Beneficios por desempleo',
    description: 'Pagos por desempleo de su estado.',
  },
  5: {
    name: 'Ingresos por alquiler',
    description: 'Renta que le pagan por una casa, apartamento, cuarto o terreno.',
  },
  6: {
    name: 'Pensión y jubilación',
    description: 'Pagos de pensión, anualidad, 401(k) o IRA.',
  },
  7: {
    name: 'Beneficios por discapacidad',
    description:
      'Pagos por discapacidad que no son del Seguro Social, como de un seguro privado o de compensación laboral.',
  },
  8: {
    name: 'Beneficios para veteranos',
    description: 'Pensión del VA, compensación por discapacidad u otros pagos del VA.',
  },
  9: {
    name: 'Ingresos por inversiones',
    description: 'Dividendos y otro dinero que le pagan sus inversiones.',
  },
  10: {
    name: 'Pensión alimenticia del cónyuge',
    description: 'Manutención que le paga un excónyuge.',
  },
  11: {
    name: 'Ayuda para estudiantes',
    description: 'Becas, subvenciones o dinero de trabajo-estudio para la escuela.',
  },
  12: {
    name: 'Pagos por cuidado de crianza',
    description: 'Pagos que recibe por cuidar a un niño de crianza (foster).',
  },
  13: {
    name: 'Pagos tribales',
    description: 'Pagos per cápita u otro dinero que le paga una tribu.',
  },
  16: {
    name: 'Manutención de hijos',
    description: 'Manutención que le pagan para un hijo.',
  },
  18: {
    name: 'Herencia',
    description: 'Dinero o bienes que recibió de alguien que murió.',
  },
  19: {
    name: 'Pagos de seguros',
    description: 'Dinero que le pagó una compañía de seguros.',
  },
  20: {
    name: 'Acuerdos legales',
    description: 'Dinero de una demanda, una decisión de la corte o un acuerdo legal.',
  },
  21: {
    name: 'Premios de lotería y apuestas',
    description: 'Premios de lotería, de casino u otras apuestas.',
  },
  22: {
    name: 'Ingresos por criptomonedas',
    description: 'Dinero de criptomonedas: minería, recompensas por staking o pagos en cripto.',
  },
  23: {
    name: 'Ganancias de capital',
    description: 'Ganancia por vender acciones, propiedades u otras cosas que tiene.',
  },
  24: {
    name: 'Intereses sujetos a impuestos',
    description: 'Intereses de cuentas de banco, certificados de depósito (CD) o bonos.',
  },
  15: {
    name: 'Otros ingresos',
    description: 'Otro dinero que recibe seguido, como ayuda de familiares.',
  },
};
