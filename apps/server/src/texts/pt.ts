import { formatUsd } from '@benefits/domain';
import type { ServerTexts } from './types.js';

// Portuguese, "você" throughout; terms from docs/glossary/pt.json (solicitação, recibo, agência,
// entrar, código, renda, comprovante, despesas, benefício, audiência imparcial).
export const pt: ServerTexts = {
  messages: {
    signInRequired: 'Entre na sua conta para continuar.',
    articleNotFound: 'Não encontramos esse artigo de ajuda.',
    chatRateLimited: 'Você está enviando mensagens muito rápido. Espere um minuto e tente de novo.',
    notFound: 'Não encontramos isso.',
    zipNotFound: 'Não conhecemos este código postal (ZIP). Escreva sua cidade e seu condado.',
    staffOnly: 'Esta página é para a equipe que cuida deste serviço.',
    applicationNotFound: 'Não encontramos essa solicitação.',
    applicationNotDraft: 'Esta solicitação já foi enviada, então não pode ser mudada.',
    incomeEntryNotFound: 'Não encontramos essa fonte de renda.',
    emailTaken: 'Já existe uma conta com este e-mail. Entre na sua conta.',
    codeSent:
      'Se houver uma conta com este e-mail, enviamos para ele um código de 6 dígitos. Ele vale por 10 minutos.',
    codeExpired: 'Este código expirou ou foi trocado. Peça um código novo.',
    codeTooManyTries: 'Tentativas erradas demais. Peça um código novo.',
    codeWrongOneTryLeft: 'Esse código não está certo. Você pode tentar mais 1 vez.',
    codeWrongTriesLeft: 'Esse código não está certo. Você pode tentar mais {count} vezes.',
    codeWrongNoTriesLeft:
      'Esse código não está certo. Tentativas erradas demais. Peça um código novo.',
    foreignOrigin: 'Este pedido não veio deste site, então nós o recusamos.',
    ambiguousPath: 'Não conseguimos ler esse endereço da web.',
    rateLimited: 'Tentativas demais. Espere alguns minutos e tente de novo.',
    tooLarge: 'Isso é grande demais para aceitarmos.',
    fileTooLarge: 'Este arquivo tem mais de 10 MB. Escolha um arquivo menor ou tire uma foto nova.',
    fileTypeNotAccepted:
      'Só podemos usar arquivos PDF, JPG e PNG (e arquivos do Word para comprovante de renda). Escolha outro arquivo.',
    documentsStillReading: 'Ainda estamos lendo seus documentos. Espere um minuto e tente de novo.',
    documentNotFound: 'Não encontramos esse documento.',
    payrollNotAllowed:
      'A conexão com a folha de pagamento é só para salários ou renda de autônomo. Escolha outra forma de verificar esta renda.',
    bankTransactionsNotFound:
      'Não encontramos esses depósitos no banco. Conecte sua conta bancária e escolha os depósitos de novo.',
    bankLinkTokenInvalid: 'A conexão com o banco expirou. Estamos começando de novo.',
    bankCredentialsInvalid:
      'Esse usuário ou senha não está certo para este banco. Confira e tente de novo.',
    bankInstitutionUnknown: 'Não encontramos esse banco. Escolha um da lista.',
    bankAccountsUnknown: 'Escolha pelo menos uma das suas contas neste banco.',
    bankPublicTokenInvalid:
      'Esta conexão com o banco expirou ou já foi usada. Conecte seu banco de novo.',
    bankItemNotFound: 'Não encontramos essa conexão com o banco. Conecte seu banco de novo.',
    bankReconnect: 'Seu banco precisa que você entre de novo. Conecte seu banco de novo.',
    bankProviderFailed:
      'Não conseguimos falar com seu banco agora. Tente de novo daqui a alguns minutos.',
    serverError:
      'Algo deu errado do nosso lado. Suas respostas salvas estão seguras. Tente de novo.',
    incomeSourceNoExpenses:
      'Este tipo de renda não pode ter despesas de negócio. Só é possível adicionar despesas a renda de trabalho, de autônomo ou de aluguel.',
    expenseNotFound: 'Não encontramos essa despesa.',
    submitNeedsAttestations: 'Marque cada caixa do que você confirma antes de enviar.',
    submitNeedsAcknowledgement:
      'Encontramos problemas importantes na sua solicitação. Marque a caixa para dizer que você os leu, ou corrija-os, antes de enviar.',
    receiptBusy: 'Não conseguimos fazer seu recibo agora. Tente de novo daqui a um minuto.',
    receiptNotReady: 'O recibo fica pronto depois que a solicitação é enviada.',
  },
  signInCode: (code, minutes) => ({
    subject: `Seu código para entrar é ${code}`,
    text: [
      `Seu código para entrar é ${code}.`,
      `Ele vale por ${minutes} minutos.`,
      'Se você não pediu este código, pode ignorar este e-mail. Ninguém consegue entrar sem o código.',
      'Nunca vamos pedir este código por telefone.',
    ].join('\n\n'),
  }),
  signInLocked: (tries) => ({
    subject: 'Alguém tentou entrar na sua conta',
    text: [
      `Alguém digitou um código errado ${tries} vezes para entrar na sua conta. Bloqueamos esse código, então ninguém entrou com ele.`,
      'Se foi você, peça um código novo na página de entrada.',
      'Se não foi você, não precisa fazer nada. Ninguém consegue entrar sem um código enviado para este e-mail.',
    ].join('\n\n'),
  }),
  confirmation: {
    subject: (number) => `Recebemos sua solicitação ${number}`,
    hello: (firstName) => `Olá, ${firstName},`,
    received: (number) =>
      `Recebemos sua solicitação de benefícios. Seu número de confirmação é ${number}. Guarde-o: você vai precisar dele quando ligar ou escrever para nós.`,
    appliedFor: (benefits) => `Você pediu: ${benefits}.`,
    nextStepsTitle: 'O que acontece agora em cada programa:',
    decision:
      'Cada programa envia uma carta com a decisão dele. Se você não concordar, pode pedir uma audiência imparcial.',
    questions: (phone, email) =>
      `Dúvidas? Ligue para ${phone} (de segunda a sexta, das 8h às 17h) ou escreva para ${email} (respondemos em até 24 horas).`,
    never: 'Nunca vamos pedir sua senha nem seu número do Seguro Social completo por e-mail.',
  },
  cadence: {
    weekly: 'toda semana',
    biweekly: 'a cada duas semanas',
    monthly: 'todo mês',
    irregular: 'em datas irregulares',
    unknown: 'em datas desconhecidas',
  },
  finding: (finding, cadence) => {
    const many = 'count' in finding && finding.count !== 1;
    switch (finding.kind) {
      case 'matched':
        return `${finding.count} ${many ? 'depósitos' : 'depósito'} de ${finding.payer} ${many ? 'batem' : 'bate'} com o que você informou.`;
      case 'noDeposits':
        return 'Nenhuma das transações escolhidas é dinheiro entrando. Escolha os depósitos desta renda.';
      case 'notDeposits':
        return `${finding.count} das transações escolhidas ${many ? 'são pagamentos' : 'é um pagamento'} saindo da sua conta, não depósitos.`;
      case 'payerDifferent':
        return `${finding.count} ${many ? 'depósitos não mostram' : 'depósito não mostra'} ${finding.payer} como quem paga.`;
      case 'amountDifferent':
        return `${finding.count} ${many ? 'depósitos são diferentes' : 'depósito é diferente'} em mais de ${finding.percent}% dos ${formatUsd(finding.expectedCents)} que você informou por pagamento.`;
      case 'amountUnknown':
        return 'Você não deu um valor exato, então comparamos só quem paga e as datas.';
      case 'cadenceMatched':
        return `Eles chegam ${cadence[finding.cadence]}, como você disse.`;
      case 'cadenceDifferent':
        return `Eles chegam ${cadence[finding.cadence]}, mas você disse ${cadence[finding.expected]}.`;
      case 'monthlyEstimate':
        return finding.reportedMonthlyCents > 0
          ? `Isso dá cerca de ${formatUsd(finding.averageMonthlyCents)} por mês; você informou ${formatUsd(finding.reportedMonthlyCents)} por mês.`
          : `Isso dá cerca de ${formatUsd(finding.averageMonthlyCents)} por mês.`;
    }
  },
  receipt: {
    title: 'Recibo da solicitação de benefícios',
    confirmationNumber: 'Número de confirmação',
    status: 'Situação',
    submitted: 'Enviada',
    submittedOn: 'Enviada em',
    applicant: 'Solicitante',
    benefits: 'Benefícios pedidos',
    income: 'Fontes de renda',
    perMonth: 'por mês',
    verifiedVia: 'Verificado por',
    explained: 'Explicado em uma nota, não verificado',
    notVerified: 'Não verificado',
    noIncome: 'Nenhuma renda informada.',
    expenses: 'Despesas de negócio',
    noExpenses: 'Nenhuma despesa de negócio.',
    miles: (miles, cents) => `${miles} milhas por semana a ${cents} centavos por milha`,
    totals: 'Totais',
    gross: 'Renda bruta',
    expenseTotal: 'Despesas',
    net: 'Renda líquida',
    monthly: 'Por mês',
    annual: 'Por ano',
    attestations: 'O que você declarou',
    acknowledged: 'Você leu os problemas encontrados e escolheu enviar com eles.',
    risk: 'Verificação de risco',
    riskLevel: 'Nível de risco geral',
    next: 'O que acontece agora',
    nextLetter:
      'Cada programa envia uma carta com a decisão dele. Se você não concordar, pode pedir uma audiência imparcial.',
    help: 'Precisa de ajuda?',
    helpText: (phone, email) =>
      `Ligue para ${phone} (de segunda a sexta, das 8h às 17h) ou escreva para ${email} (respondemos em até 24 horas).`,
    expedited: 'SNAP em 7 dias',
    expeditedReasons: {
      lowIncomeAndResources: 'Renda abaixo de $150 neste mês e $100 ou menos em dinheiro.',
      shelterOverIncome: 'Aluguel e contas são mais do que a renda e o dinheiro juntos.',
      destituteMigrant: 'Trabalho rural de temporada e $100 ou menos em dinheiro.',
    },
    expeditedText:
      'Suas respostas mostram que você talvez receba SNAP em 7 dias (7 CFR 273.2(i)). A agência decide.',
    page: 'Página {n} de {total}',
  },
  verification: {
    methods: {
      documents: 'documentos',
      payroll: 'folha de pagamento',
      bank: 'conta bancária',
      notes: 'notas',
    },
    statuses: {
      verified: 'verificado',
      analysis_pending: 'análise pendente',
      needs_review: 'precisa de revisão',
      explained: 'explicado, não verificado',
    },
  },
  risk: { High: 'Alto', Medium: 'Médio', Low: 'Baixo' },
  locale: 'pt-BR',
};
