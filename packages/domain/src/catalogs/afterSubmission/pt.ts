import type { AfterSubmissionTexts } from './types.js';

export const afterSubmissionTextsPt: AfterSubmissionTexts = {
  interview: {
    required:
      'Você precisa fazer uma entrevista, quase sempre por telefone. O escritório vai dizer o dia e a hora. Se você perder, ligue para marcar outro horário.',
    noOffice: 'Você não precisa ir a um escritório para uma entrevista.',
    mayAsk:
      'O escritório pode ligar para você ou pedir que você vá até lá para responder perguntas.',
    visit:
      'O WIC vai marcar um atendimento com você, pessoalmente ou por telefone. Leve comprovantes de quem você é, onde mora e da sua renda.',
    stateSets: 'Seu estado decide os próximos passos. A maioria dos estados pede uma entrevista.',
  },
  decision: {
    days: 'Você deve receber uma carta com a decisão em até {{days}} dias a partir do dia em que fez a solicitação.',
    expedited:
      'Suas respostas mostram que você pode receber o SNAP rápido: em até {{days}} dias a partir do dia em que fez a solicitação. Se não, você recebe uma decisão em até {{normalDays}} dias.',
    disability:
      'Você deve receber uma carta com a decisão em até {{days}} dias. Se você pediu por causa de uma deficiência, pode levar até {{disabilityDays}} dias.',
    sooner:
      'O WIC deve dizer se você tem direito em até {{days}} dias a partir do seu pedido. Algumas grávidas e famílias de trabalhadores rurais ficam sabendo em até {{soonerDays}} dias.',
    stateSets: 'Sua carta vai dizer quando você recebe uma decisão.',
  },
  documents: {
    days: 'Eles podem pedir documentos, como contracheques ou um contrato de aluguel. Você tem pelo menos {{days}} dias para enviar.',
    letter:
      'Se não conseguirem conferir suas informações, podem pedir documentos. Envie antes da data que está na carta.',
  },
  changes: {
    snap: 'Se você receber o SNAP, sua carta diz quais mudanças informar e até quando, como um aumento de salário.',
    health:
      'Avise o escritório se você se mudar, se seu salário mudar, ou se alguém entrar ou sair da sua casa.',
    wic: 'Avise seu escritório do WIC se você se mudar ou se sua renda mudar.',
    tanf: 'Avise seu escritório do TANF sobre mudanças, como um novo salário ou uma mudança de casa. Sua carta diz em quanto tempo.',
  },
};
