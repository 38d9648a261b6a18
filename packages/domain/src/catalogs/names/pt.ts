import type { BenefitId } from '../benefits.js';
import type { NamedText } from '../namedText.js';

// Portuguese (Brazil) names of the programs and income categories (docs/glossary/pt.json).
export const benefitTextsPt: Readonly<Record<BenefitId, NamedText>> = {
  'medicaid-magi': {
    name: 'Medicaid (pela renda)',
    description:
      'Seguro saúde grátis ou de baixo custo para adultos, crianças e famílias de baixa renda.',
  },
  snap: {
    name: 'SNAP (ajuda para alimentação)',
    description: 'Dinheiro todo mês em um cartão para comprar comida em lojas e mercados.',
  },
  tanf: {
    name: 'TANF (ajuda em dinheiro)',
    description:
      'Ajuda em dinheiro para famílias com filhos enquanto trabalham para pagar as próprias contas.',
  },
  wic: {
    name: 'WIC',
    description:
      'Comida saudável e ajuda para alimentar seu bebê. Para grávidas, pais de recém-nascidos e crianças menores de 5 anos.',
  },
  chip: {
    name: 'CHIP',
    description:
      'Seguro saúde de baixo custo para crianças e adolescentes de famílias que ganham demais para o Medicaid.',
  },
  'medicaid-non-magi': {
    name: 'Medicaid (65+, cegueira ou deficiência)',
    description: 'Seguro saúde para pessoas com 65 anos ou mais, cegas ou com deficiência.',
  },
};

/** Keyed by income category id (SPEC 9's 22 categories). */
export const incomeCategoryTextsPt: Readonly<Record<number, NamedText>> = {
  1: {
    name: 'Salários, ordenados e gorjetas',
    description:
      'Dinheiro de um emprego: cheques de pagamento, salário, gorjetas, horas extras e bônus.',
  },
  2: {
    name: 'Renda de trabalho autônomo',
    description:
      'Dinheiro do seu próprio negócio, trabalho por aplicativo, freelance ou por contrato (1099).',
  },
  3: {
    name: 'Benefícios do Seguro Social',
    description:
      'Pagamentos do Seguro Social por aposentadoria, pensão por morte ou deficiência (SSDI), e SSI.',
  },
  4: { name: 'Seguro-desemprego', description: 'Pagamentos de desemprego do seu estado.' },
  5: {
    name: 'Renda de aluguel',
    description: 'Aluguel que pagam a você por uma casa, apartamento, quarto ou terreno.',
  },
  6: {
    name: 'Pensão e renda de aposentadoria',
    description: 'Dinheiro de pensão, anuidade, 401(k) ou IRA.',
  },
  7: {
    name: 'Benefícios por deficiência',
    description:
      'Pagamentos por deficiência que não vêm do Seguro Social, como seguro de acidente de trabalho ou plano particular.',
  },
  8: {
    name: 'Benefícios para veteranos',
    description: 'Pensão do VA, pagamento por deficiência do VA ou outro dinheiro do VA.',
  },
  9: {
    name: 'Renda de investimentos',
    description: 'Dinheiro que suas ações ou outros investimentos pagam a você.',
  },
  10: {
    name: 'Pensão de ex-cônjuge',
    description: 'Pensão paga a você por um ex-marido ou ex-esposa.',
  },
  11: {
    name: 'Ajuda estudantil',
    description: 'Bolsas de estudo, auxílios ou dinheiro de trabalho-estudo para a escola.',
  },
  12: {
    name: 'Pagamentos de lar temporário',
    description: 'Pagamentos que você recebe por cuidar de uma criança em lar temporário (foster).',
  },
  13: {
    name: 'Pagamentos tribais',
    description: 'Pagamentos por pessoa ou outro dinheiro pago a você por uma tribo.',
  },
  16: {
    name: 'Pensão alimentícia de filhos',
    description: 'Pensão alimentícia paga a você para um filho.',
  },
  18: { name: 'Herança', description: 'Dinheiro ou bens que você recebeu de alguém que morreu.' },
  19: { name: 'Pagamentos de seguro', description: 'Dinheiro pago a você por uma seguradora.' },
  20: {
    name: 'Acordos judiciais',
    description: 'Dinheiro de um processo ou de um caso na justiça.',
  },
  21: {
    name: 'Prêmios de loteria e apostas',
    description: 'Dinheiro que você ganhou na loteria, em cassino ou em outras apostas.',
  },
  22: {
    name: 'Renda de criptomoedas',
    description:
      'Dinheiro de criptomoedas: mineração, recompensas de staking ou pagamentos em cripto.',
  },
  23: {
    name: 'Ganhos de capital',
    description: 'Lucro com a venda de ações, imóveis ou outras coisas que você tem.',
  },
  24: {
    name: 'Juros tributáveis',
    description: 'Juros de contas bancárias, certificados de depósito (CD) ou títulos.',
  },
  15: {
    name: 'Outras rendas',
    description: 'Outro dinheiro que você recebe com frequência, como ajuda da família.',
  },
};
