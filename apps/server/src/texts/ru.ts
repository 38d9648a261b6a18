import { formatUsd } from '@benefits/domain';
import type { ServerTexts } from './types.js';

// Russian, "вы" throughout; terms from docs/glossary/ru.json (заявление, квитанция, ведомство,
// войти, код, подтверждение, доход).

const rules = new Intl.PluralRules('ru');
/** one: 1, 21; few: 2-4, 22-24; many: 5-20, 25... */
function plural(count: number, one: string, few: string, many: string): string {
  const form = rules.select(count);
  return form === 'one' ? one : form === 'few' ? few : many;
}
const deposits = (count: number) =>
  `${count} ${plural(count, 'поступление', 'поступления', 'поступлений')}`;

export const ru: ServerTexts = {
  messages: {
    signInRequired: 'Пожалуйста, войдите, чтобы продолжить.',
    articleNotFound: 'Мы не нашли эту справочную статью.',
    chatRateLimited: 'Вы отправляете сообщения очень быстро. Подождите минуту и попробуйте снова.',
    notFound: 'Мы не нашли это.',
    zipNotFound: 'Мы не знаем этот почтовый индекс (ZIP). Введите ваш город и округ.',
    staffOnly: 'Эта страница — для команды, которая ведёт эту службу.',
    applicationNotFound: 'Мы не нашли это заявление.',
    applicationNotDraft: 'Это заявление уже отправлено, поэтому его нельзя изменить.',
    incomeEntryNotFound: 'Мы не нашли этот источник дохода.',
    emailTaken: 'Учётная запись с этим адресом эл. почты уже есть. Пожалуйста, войдите.',
    codeSent:
      'Если этот адрес эл. почты есть в учётной записи, мы отправили на него 6-значный код. Код действует 10 минут.',
    codeExpired: 'Срок действия кода истёк, или его заменили новым. Запросите новый код.',
    codeTooManyTries: 'Слишком много неверных попыток. Запросите новый код.',
    codeWrongOneTryLeft: 'Код неверный. Можно попробовать ещё 1 раз.',
    codeWrongTriesLeft: 'Код неверный. Осталось попыток: {count}.',
    codeWrongNoTriesLeft: 'Код неверный. Слишком много неверных попыток. Запросите новый код.',
    foreignOrigin: 'Этот запрос пришёл не с этого сайта, поэтому мы его отклонили.',
    ambiguousPath: 'Мы не смогли прочитать этот веб-адрес.',
    rateLimited: 'Слишком много попыток. Подождите несколько минут и попробуйте снова.',
    tooLarge: 'Это слишком большое, мы не можем это принять.',
    fileTooLarge: 'Этот файл больше 10 МБ. Выберите файл поменьше или сделайте новое фото.',
    fileTypeNotAccepted:
      'Мы принимаем только файлы PDF, JPG и PNG (и файлы Word для подтверждения дохода). Выберите другой файл.',
    documentsStillReading: 'Мы ещё читаем ваши документы. Подождите минуту и попробуйте снова.',
    documentNotFound: 'Мы не нашли этот документ.',
    payrollNotAllowed:
      'Связь с расчётом зарплаты есть только для зарплаты или дохода от своего дела. Выберите другой способ подтвердить этот доход.',
    bankTransactionsNotFound:
      'Мы не нашли эти банковские поступления. Подключите ваш банковский счёт и выберите поступления снова.',
    bankLinkTokenInvalid: 'Время связи с банком истекло. Мы начинаем заново.',
    bankCredentialsInvalid:
      'Имя пользователя или пароль для этого банка неверны. Проверьте их и попробуйте снова.',
    bankInstitutionUnknown: 'Мы не нашли этот банк. Выберите банк из списка.',
    bankAccountsUnknown: 'Выберите хотя бы один ваш счёт в этом банке.',
    bankPublicTokenInvalid:
      'Эта связь с банком истекла или уже использована. Подключите ваш банк снова.',
    bankItemNotFound: 'Мы не нашли эту связь с банком. Подключите ваш банк снова.',
    bankReconnect: 'Ваш банк просит войти снова. Подключите ваш банк снова.',
    bankProviderFailed:
      'Сейчас мы не можем связаться с вашим банком. Попробуйте снова через несколько минут.',
    serverError:
      'У нас что-то пошло не так. Ваши сохранённые ответы в безопасности. Попробуйте снова.',
    incomeSourceNoExpenses:
      'У этого вида дохода не может быть деловых расходов. Расходы можно добавить только к доходу от работы, своего дела или сдачи жилья.',
    expenseNotFound: 'Мы не нашли этот расход.',
    submitNeedsAttestations: 'Перед отправкой отметьте каждый пункт, который вы подтверждаете.',
    submitNeedsAcknowledgement:
      'Мы нашли важные проблемы в вашем заявлении. Перед отправкой отметьте, что вы их прочитали, или исправьте их.',
    receiptBusy: 'Сейчас мы не смогли сделать вашу квитанцию. Попробуйте снова через минуту.',
    receiptNotReady: 'Квитанция будет готова, когда заявление отправлено.',
  },
  signInCode: (code, minutes) => ({
    subject: `Ваш код для входа: ${code}`,
    text: [
      `Ваш код для входа: ${code}.`,
      `Код действует ${minutes} ${plural(minutes, 'минуту', 'минуты', 'минут')}.`,
      'Если вы не запрашивали этот код, просто не обращайте внимания на это письмо. Без кода никто не может войти.',
      'Мы никогда не спрашиваем этот код по телефону.',
    ].join('\n\n'),
  }),
  signInLocked: (tries) => ({
    subject: 'Кто-то пытался войти в вашу учётную запись',
    text: [
      `Кто-то ${tries} ${plural(tries, 'раз', 'раза', 'раз')} ввёл неверный код для входа в вашу учётную запись. Мы отключили этот код, и с ним никто не вошёл.`,
      'Если это были вы, запросите новый код на странице входа.',
      'Если это были не вы, ничего делать не нужно. Без кода, отправленного на этот адрес, никто не может войти.',
    ].join('\n\n'),
  }),
  confirmation: {
    subject: (number) => `Мы получили ваше заявление ${number}`,
    hello: (firstName) => `Здравствуйте, ${firstName}!`,
    received: (number) =>
      `Мы получили ваше заявление на пособия. Ваш номер подтверждения: ${number}. Сохраните его: он нужен, когда вы звоните или пишете нам.`,
    appliedFor: (benefits) => `Вы подали заявление на: ${benefits}.`,
    nextStepsTitle: 'Что будет дальше по каждой программе:',
    decision:
      'Каждая программа пришлёт вам письмо со своим решением. Если вы не согласны, вы можете попросить справедливое слушание (fair hearing).',
    questions: (phone, email) =>
      `Есть вопросы? Звоните ${phone} (пн-пт с 8:00 до 17:00) или пишите на ${email} (отвечаем в течение 24 часов).`,
    never:
      'Мы никогда не спрашиваем по эл. почте ваш пароль или полный номер социального страхования (Social Security).',
  },
  cadence: {
    weekly: 'каждую неделю',
    biweekly: 'раз в две недели',
    monthly: 'каждый месяц',
    irregular: 'в разные дни',
    unknown: 'в неизвестные дни',
  },
  finding: (finding, cadence) => {
    switch (finding.kind) {
      case 'matched':
        return `${deposits(finding.count)} от ${finding.payer} ${finding.count === 1 ? 'совпадает' : 'совпадают'} с тем, что вы указали.`;
      case 'noDeposits':
        return 'Среди выбранных операций нет поступлений денег. Выберите поступления этого дохода.';
      case 'notDeposits':
        return `Выбранных операций, которые являются платежами с вашего счёта, а не поступлениями: ${finding.count}.`;
      case 'payerDifferent':
        return `Поступлений, где плательщик не ${finding.payer}: ${finding.count}.`;
      case 'amountDifferent':
        return `Поступлений, которые отличаются больше чем на ${finding.percent}% от указанных вами ${formatUsd(finding.expectedCents)} за платёж: ${finding.count}.`;
      case 'amountUnknown':
        return 'Вы не указали точную сумму, поэтому мы сравнили только плательщика и даты.';
      case 'cadenceMatched':
        return `Они приходят ${cadence[finding.cadence]}, как вы и сказали.`;
      case 'cadenceDifferent':
        return `Они приходят ${cadence[finding.cadence]}, а вы сказали: ${cadence[finding.expected]}.`;
      case 'monthlyEstimate':
        return finding.reportedMonthlyCents > 0
          ? `Это примерно ${formatUsd(finding.averageMonthlyCents)} в месяц; вы указали ${formatUsd(finding.reportedMonthlyCents)} в месяц.`
          : `Это примерно ${formatUsd(finding.averageMonthlyCents)} в месяц.`;
    }
  },
  receipt: {
    title: 'Квитанция о заявлении на пособия',
    confirmationNumber: 'Номер подтверждения',
    status: 'Статус',
    submitted: 'Отправлено',
    submittedOn: 'Дата отправки',
    applicant: 'Заявитель',
    benefits: 'Пособия, на которые подано заявление',
    income: 'Источники дохода',
    perMonth: 'в месяц',
    verifiedVia: 'Подтверждено через',
    explained: 'Объяснено в заметке, не подтверждено',
    notVerified: 'Не подтверждено',
    noIncome: 'Доход не указан.',
    expenses: 'Деловые расходы',
    noExpenses: 'Деловых расходов нет.',
    miles: (miles, cents) => `${miles} миль в неделю по ${cents} центов за милю`,
    totals: 'Итоги',
    gross: 'Общий доход',
    expenseTotal: 'Расходы',
    net: 'Чистый доход',
    monthly: 'В месяц',
    annual: 'В год',
    attestations: 'Что вы подтвердили',
    acknowledged: 'Вы прочитали найденные проблемы и решили отправить заявление с ними.',
    risk: 'Проверка рисков',
    riskLevel: 'Общий уровень риска',
    next: 'Что будет дальше',
    nextLetter:
      'Каждая программа пришлёт вам письмо со своим решением. Если вы не согласны, вы можете попросить справедливое слушание (fair hearing).',
    help: 'Нужна помощь?',
    helpText: (phone, email) =>
      `Звоните ${phone} (пн-пт с 8:00 до 17:00) или пишите на ${email} (отвечаем в течение 24 часов).`,
    expedited: 'SNAP в течение 7 дней',
    expeditedReasons: {
      lowIncomeAndResources: 'Доход меньше $150 в этом месяце и не больше $100 денег.',
      shelterOverIncome: 'Аренда и счета больше, чем доход и деньги вместе.',
      destituteMigrant: 'Сезонная работа на ферме и не больше $100 денег.',
    },
    expeditedText:
      'По вашим ответам вы, возможно, получите SNAP в течение 7 дней (7 CFR 273.2(i)). Решение принимает ведомство.',
    page: 'Страница {n} из {total}',
  },
  verification: {
    methods: {
      documents: 'документы',
      payroll: 'расчёт зарплаты',
      bank: 'банковский счёт',
      notes: 'заметки',
    },
    statuses: {
      verified: 'подтверждено',
      analysis_pending: 'идёт проверка',
      needs_review: 'нужна проверка',
      explained: 'объяснено, не подтверждено',
    },
  },
  risk: { High: 'Высокий', Medium: 'Средний', Low: 'Низкий' },
  locale: 'ru-RU',
};
