// 'What is the CHIP income limit in Texas?': a state named in the question adds that state's
// figures from the rule tables (packages/domain, by date) and its agency, or says the limit
// depends on the state and links the agency when the tables have no row for it.
import {
  medicaidLimitsFor,
  type StateCode,
  tanfFor,
  tanfIncomeLimitFamilyOf3,
  tanfMaxGrant,
  tanfStateTable,
} from '@benefits/domain';
import { normalize } from './text.js';
import type { AssistantLanguage } from './types.js';

const STATES: readonly [StateCode, string, string?][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia', 'Distrito de Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii', 'Hawái'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana', 'Luisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan', 'Míchigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi', 'Misisipi'],
  ['MO', 'Missouri', 'Misuri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire', 'Nuevo Hampshire'],
  ['NJ', 'New Jersey', 'Nueva Jersey'],
  ['NM', 'New Mexico', 'Nuevo México'],
  ['NY', 'New York', 'Nueva York'],
  ['NC', 'North Carolina', 'Carolina del Norte'],
  ['ND', 'North Dakota', 'Dakota del Norte'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon', 'Oregón'],
  ['PA', 'Pennsylvania', 'Pensilvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina', 'Carolina del Sur'],
  ['SD', 'South Dakota', 'Dakota del Sur'],
  ['TN', 'Tennessee', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia', 'Virginia Occidental'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

// The largest states' names in the other languages (decision 0861): Latin-script ones are matched
// as words like the English names, the others inside the text (Russian and Arabic names take
// endings and prefixes, Chinese and Korean have no spaces).
const OTHER_NAMES: readonly [StateCode, string][] = [
  ['CA', '加利福尼亚|加州|캘리포니아|калифорни|كاليفورنيا|Californie|Califórnia'],
  ['TX', '德克萨斯|得克萨斯|德州|텍사스|техас|تكساس'],
  ['NY', '纽约|뉴욕|нью-йорк|نيويورك|Nova York|État de New York'],
  ['FL', '佛罗里达|佛州|플로리다|флорид|فلوريدا|Floride'],
  ['IL', '伊利诺伊|일리노이|иллинойс|إلينوي'],
  ['PA', '宾夕法尼亚|宾州|펜실베이니아|пенсильвани|بنسلفانيا|Pennsylvanie|Pensilvânia'],
  ['OH', '俄亥俄|오하이오|огайо|أوهايو'],
  ['GA', '佐治亚|조지아주|джорджи|جورجيا|Géorgie'],
  [
    'NC',
    '北卡罗来纳|노스캐롤라이나|северная каролина|نورث كارولينا|Caroline du Nord|Carolina do Norte',
  ],
  ['MI', '密歇根|密西根|미시간|мичиган|ميشيغان'],
  ['NJ', '新泽西|뉴저지|нью-джерси|نيوجيرسي|Nova Jersey'],
  ['VA', '弗吉尼亚|버지니아|вирджини|فيرجينيا|Virginie'],
  ['WA', '华盛顿州|워싱턴주|штат вашингтон|ولاية واشنطن'],
  ['AZ', '亚利桑那|애리조나|аризон|أريزونا'],
  ['MA', '马萨诸塞|麻省|매사추세츠|массачусетс|ماساتشوستس'],
  ['LA', 'Louisiane'],
];
const LATIN = /^[\p{Script=Latin}\s'-]+$/u;

// Longest name first, so 'West Virginia' is found before 'Virginia'.
const englishName = (code: StateCode) => STATES.find(([state]) => state === code)![1];
const NAMES = [
  ...STATES.flatMap(([code, en, es]) => [
    { code, name: en, key: normalize(en) },
    ...(es ? [{ code, name: es, key: normalize(es) }] : []),
  ]),
  ...OTHER_NAMES.flatMap(([code, names]) =>
    names
      .split('|')
      .filter((name) => LATIN.test(name))
      .map((name) => ({ code, name: englishName(code), key: normalize(name) })),
  ),
].sort((a, b) => b.key.length - a.key.length);
const INNER_NAMES = OTHER_NAMES.flatMap(([code, names]) =>
  names
    .split('|')
    .filter((name) => !LATIN.test(name))
    .map((name) => ({ code, name: englishName(code), key: normalize(name) })),
).sort((a, b) => b.key.length - a.key.length);

// A state's own program name says the state ('CalWORKs' is California's TANF): the names in
// the TANF table that only one state uses.
const PROGRAM_NAMES = tanfStateTable
  .map((row) => ({
    code: row.state,
    key: normalize(row.programName)
      .replace(/[^a-z]+/g, ' ')
      .trim(),
  }))
  .filter(
    (entry, index, all) =>
      !all.some((other) => other.code !== entry.code && other.key === entry.key) &&
      all.findIndex((other) => other.key === entry.key) === index,
  );
const CALFRESH = { code: 'CA' as StateCode, key: 'calfresh' };

/** The state a question names, in English or Spanish, or by the state's own program name. */
export function stateIn(message: string): { code: StateCode; name: string } | undefined {
  const text = ` ${normalize(message).replace(/[^a-z]+/g, ' ')} `;
  const found =
    NAMES.find((entry) => text.includes(` ${entry.key} `)) ??
    INNER_NAMES.find((entry) => normalize(message).includes(entry.key));
  if (found) return { code: found.code, name: found.name };
  const program = [...PROGRAM_NAMES, CALFRESH].find((entry) => text.includes(` ${entry.key} `));
  const name = program && NAMES.find((entry) => entry.code === program.code)?.name;
  return program && name ? { code: program.code, name } : undefined;
}

const HEALTH = new Set(['medicaid-magi', 'chip', 'pregnancy', 'medicaid-non-magi']);

interface StateTexts {
  noLimits: (state: string, agency: string) => string;
  adultsUpTo: (key: string) => string;
  notExpanded: string;
  health: (state: string, chip: string, pregnant: string, adults: string, agency: string) => string;
  called: (state: string, name: string) => string;
  /** `area` is the table's English words: said in English answers only. */
  maxGrant: (size: number, key: string, area: string) => string;
  amountDepends: string;
  incomeLimit: (key: string) => string;
  timeLimit: (key: string, shorter?: string, within?: number, off?: number) => string;
  apply: (agency: string) => string;
}

const T: Record<AssistantLanguage, StateTexts> = {
  en: {
    noLimits: (state, agency) =>
      `The limit depends on the state. For ${state}'s limits and to apply: ${agency}.`,
    adultsUpTo: (key) => `adults up to ${key}`,
    notExpanded: 'has not expanded Medicaid for adults',
    health: (state, chip, pregnant, adults, agency) =>
      `In ${state} (percent of the poverty level): children up to ${chip}, pregnant people up to ${pregnant}, ${adults}. Apply with: ${agency}.`,
    called: (state, name) => `In ${state}, TANF is called ${name}.`,
    maxGrant: (size, key, area) => `The most a family of ${size} gets is ${key} a month${area}.`,
    amountDepends: 'The amount depends on the state.',
    incomeLimit: (key) => `The income limit for a family of 3 is ${key} a month.`,
    timeLimit: (key, shorter, within, off) =>
      `Adults can get it for up to ${key} months in a lifetime${shorter ? ` (with a state limit of ${shorter} months${within ? ` in any ${within} months` : ''}${off ? `, then ${off} months off` : ''})` : ''}.`,
    apply: (agency) => `Apply with: ${agency}.`,
  },
  es: {
    noLimits: (state, agency) =>
      `El límite depende de su estado. Para los límites de ${state} y para solicitar: ${agency}.`,
    adultsUpTo: (key) => `adultos hasta ${key}`,
    notExpanded: 'no ampliaron Medicaid para adultos',
    health: (state, chip, pregnant, adults, agency) =>
      `En ${state} (porcentaje del nivel de pobreza): niños hasta ${chip}, embarazadas hasta ${pregnant}, ${adults}. Solicite en: ${agency}.`,
    called: (state, name) => `En ${state}, TANF se llama ${name}.`,
    maxGrant: (size, key) => `Lo más que recibe una familia de ${size} es ${key} al mes.`,
    amountDepends: 'La cantidad depende del estado.',
    incomeLimit: (key) => `El límite de ingresos para una familia de 3 es ${key} al mes.`,
    timeLimit: (key, shorter, within, off) =>
      `Los adultos pueden recibirlo hasta ${key} meses en total${shorter ? ` (y un límite estatal de ${shorter} meses${within ? ` en ${within} meses` : ''}${off ? `, luego ${off} meses sin ayuda` : ''})` : ''}.`,
    apply: (agency) => `Solicite en: ${agency}.`,
  },
  zh: {
    noLimits: (state, agency) => `收入限额因州而异。${state} 的限额和申请方式：${agency}。`,
    adultsUpTo: (key) => `成人最高 ${key}`,
    notExpanded: '该州没有为成人扩大 Medicaid',
    health: (state, chip, pregnant, adults, agency) =>
      `在 ${state}（占贫困线的百分比）：儿童最高 ${chip}，孕妇最高 ${pregnant}，${adults}。申请机构：${agency}。`,
    called: (state, name) => `在 ${state}，TANF 叫做 ${name}。`,
    maxGrant: (size, key) => `${size} 口之家每月最多可领 ${key}。`,
    amountDepends: '金额因州而异。',
    incomeLimit: (key) => `3 口之家的收入限额是每月 ${key}。`,
    timeLimit: (key, shorter, within, off) =>
      `成人一生最多可以领取 ${key} 个月${shorter ? `（州的限制是 ${shorter} 个月${within ? `，在任何 ${within} 个月内` : ''}${off ? `，之后停领 ${off} 个月` : ''}）` : ''}。`,
    apply: (agency) => `申请机构：${agency}。`,
  },
  vi: {
    noLimits: (state, agency) =>
      `Giới hạn tùy theo tiểu bang. Để biết giới hạn của ${state} và nộp đơn: ${agency}.`,
    adultsUpTo: (key) => `người lớn đến ${key}`,
    notExpanded: 'chưa mở rộng Medicaid cho người lớn',
    health: (state, chip, pregnant, adults, agency) =>
      `Ở ${state} (phần trăm của mức nghèo): trẻ em đến ${chip}, phụ nữ mang thai đến ${pregnant}, ${adults}. Nộp đơn tại: ${agency}.`,
    called: (state, name) => `Ở ${state}, TANF được gọi là ${name}.`,
    maxGrant: (size, key) => `Một gia đình ${size} người nhận nhiều nhất ${key} mỗi tháng.`,
    amountDepends: 'Số tiền tùy theo tiểu bang.',
    incomeLimit: (key) => `Giới hạn thu nhập cho gia đình 3 người là ${key} mỗi tháng.`,
    timeLimit: (key, shorter, within, off) =>
      `Người lớn có thể nhận tối đa ${key} tháng trong cả đời${shorter ? ` (tiểu bang giới hạn ${shorter} tháng${within ? ` trong bất kỳ ${within} tháng nào` : ''}${off ? `, sau đó nghỉ ${off} tháng` : ''})` : ''}.`,
    apply: (agency) => `Nộp đơn tại: ${agency}.`,
  },
  ko: {
    noLimits: (state, agency) => `한도는 주마다 다릅니다. ${state}의 한도와 신청 방법: ${agency}.`,
    adultsUpTo: (key) => `성인 ${key}까지`,
    notExpanded: '성인 대상 Medicaid를 확대하지 않았습니다',
    health: (state, chip, pregnant, adults, agency) =>
      `${state}(빈곤선 대비 비율): 어린이 ${chip}까지, 임산부 ${pregnant}까지, ${adults}. 신청처: ${agency}.`,
    called: (state, name) => `${state}에서는 TANF를 ${name}(이)라고 합니다.`,
    maxGrant: (size, key) => `${size}인 가족이 받는 최대 금액은 매달 ${key}입니다.`,
    amountDepends: '금액은 주마다 다릅니다.',
    incomeLimit: (key) => `3인 가족의 소득 한도는 매달 ${key}입니다.`,
    timeLimit: (key, shorter, within, off) =>
      `성인은 평생 최대 ${key}개월까지 받을 수 있습니다${shorter ? `(주 한도는 ${shorter}개월${within ? `, ${within}개월 기간 중` : ''}${off ? `, 그 후 ${off}개월 중단` : ''})` : ''}.`,
    apply: (agency) => `신청처: ${agency}.`,
  },
  tl: {
    noLimits: (state, agency) =>
      `Nakadepende sa estado ang limitasyon. Para sa mga limitasyon ng ${state} at para mag-apply: ${agency}.`,
    adultsUpTo: (key) => `mga adulto hanggang ${key}`,
    notExpanded: 'hindi pinalawak ang Medicaid para sa mga adulto',
    health: (state, chip, pregnant, adults, agency) =>
      `Sa ${state} (porsyento ng antas ng kahirapan): mga bata hanggang ${chip}, mga buntis hanggang ${pregnant}, ${adults}. Mag-apply sa: ${agency}.`,
    called: (state, name) => `Sa ${state}, ang TANF ay tinatawag na ${name}.`,
    maxGrant: (size, key) =>
      `Ang pinakamalaking natatanggap ng pamilyang may ${size} ay ${key} bawat buwan.`,
    amountDepends: 'Nakadepende sa estado ang halaga.',
    incomeLimit: (key) => `Ang limitasyon ng kita para sa pamilyang may 3 ay ${key} bawat buwan.`,
    timeLimit: (key, shorter, within, off) =>
      `Makakatanggap ang mga adulto nang hanggang ${key} buwan sa buong buhay${shorter ? ` (may limitasyon ang estado na ${shorter} buwan${within ? ` sa anumang ${within} buwan` : ''}${off ? `, pagkatapos ay ${off} buwang walang tulong` : ''})` : ''}.`,
    apply: (agency) => `Mag-apply sa: ${agency}.`,
  },
  ru: {
    noLimits: (state, agency) =>
      `Лимит зависит от штата. Лимиты штата ${state} и подача заявления: ${agency}.`,
    adultsUpTo: (key) => `взрослые до ${key}`,
    notExpanded: 'Medicaid для взрослых не расширен',
    health: (state, chip, pregnant, adults, agency) =>
      `В штате ${state} (процент от уровня бедности): дети до ${chip}, беременные до ${pregnant}, ${adults}. Куда подавать: ${agency}.`,
    called: (state, name) => `В штате ${state} TANF называется ${name}.`,
    maxGrant: (size, key) => `Семья из ${size} человек получает не больше ${key} в месяц.`,
    amountDepends: 'Сумма зависит от штата.',
    incomeLimit: (key) => `Лимит дохода для семьи из 3 человек: ${key} в месяц.`,
    timeLimit: (key, shorter, within, off) =>
      `Взрослые могут получать помощь не больше ${key} месяцев за всю жизнь${shorter ? ` (лимит штата: ${shorter} месяцев${within ? ` за любые ${within} месяцев` : ''}${off ? `, затем ${off} месяцев перерыва` : ''})` : ''}.`,
    apply: (agency) => `Куда подавать: ${agency}.`,
  },
  ar: {
    noLimits: (state, agency) =>
      `الحد يختلف حسب الولاية. لمعرفة حدود ${state} وللتقديم: ${agency}.`,
    adultsUpTo: (key) => `البالغون حتى ${key}`,
    notExpanded: 'لم توسّع Medicaid للبالغين',
    health: (state, chip, pregnant, adults, agency) =>
      `في ${state} (نسبة من مستوى الفقر): الأطفال حتى ${chip}، الحوامل حتى ${pregnant}، ${adults}. قدّم لدى: ${agency}.`,
    called: (state, name) => `في ${state}، يُسمّى برنامج TANF باسم ${name}.`,
    maxGrant: (size, key) => `أكثر ما تحصل عليه أسرة من ${size} أفراد هو ${key} شهريًا.`,
    amountDepends: 'المبلغ يختلف حسب الولاية.',
    incomeLimit: (key) => `حد الدخل لأسرة من 3 أفراد هو ${key} شهريًا.`,
    timeLimit: (key, shorter, within, off) =>
      `يمكن للبالغين الحصول عليه لمدة أقصاها ${key} شهرًا طوال الحياة${shorter ? ` (مع حد للولاية قدره ${shorter} شهرًا${within ? ` خلال أي ${within} شهرًا` : ''}${off ? `، ثم ${off} أشهر دون مساعدة` : ''})` : ''}.`,
    apply: (agency) => `قدّم لدى: ${agency}.`,
  },
  ht: {
    noLimits: (state, agency) =>
      `Limit la depann de eta a. Pou limit ${state} yo ak pou aplike: ${agency}.`,
    adultsUpTo: (key) => `granmoun jiska ${key}`,
    notExpanded: 'pa elaji Medicaid pou granmoun',
    health: (state, chip, pregnant, adults, agency) =>
      `Nan ${state} (pousantaj nivo povrete a): timoun jiska ${chip}, fanm ansent jiska ${pregnant}, ${adults}. Aplike nan: ${agency}.`,
    called: (state, name) => `Nan ${state}, TANF rele ${name}.`,
    maxGrant: (size, key) => `Pi plis yon fanmi ${size} moun resevwa se ${key} chak mwa.`,
    amountDepends: 'Kantite lajan an depann de eta a.',
    incomeLimit: (key) => `Limit revni pou yon fanmi 3 moun se ${key} chak mwa.`,
    timeLimit: (key, shorter, within, off) =>
      `Granmoun ka resevwa l pou jiska ${key} mwa nan tout lavi yo${shorter ? ` (ak yon limit eta ${shorter} mwa${within ? ` nan nenpòt ${within} mwa` : ''}${off ? `, apre sa ${off} mwa san èd` : ''})` : ''}.`,
    apply: (agency) => `Aplike nan: ${agency}.`,
  },
  fr: {
    noLimits: (state, agency) =>
      `La limite dépend de l’État. Pour les limites de l’État de ${state} et pour faire une demande : ${agency}.`,
    adultsUpTo: (key) => `adultes jusqu’à ${key}`,
    notExpanded: 'n’a pas étendu Medicaid aux adultes',
    health: (state, chip, pregnant, adults, agency) =>
      `Dans l’État de ${state} (pourcentage du seuil de pauvreté) : enfants jusqu’à ${chip}, femmes enceintes jusqu’à ${pregnant}, ${adults}. Faites votre demande auprès de : ${agency}.`,
    called: (state, name) => `Dans l’État de ${state}, TANF s’appelle ${name}.`,
    maxGrant: (size, key) =>
      `Le maximum pour une famille de ${size} personnes est de ${key} par mois.`,
    amountDepends: 'Le montant dépend de l’État.',
    incomeLimit: (key) =>
      `La limite de revenu pour une famille de 3 personnes est de ${key} par mois.`,
    timeLimit: (key, shorter, within, off) =>
      `Les adultes peuvent la recevoir pendant ${key} mois au maximum dans leur vie${shorter ? ` (avec une limite de l’État de ${shorter} mois${within ? ` sur toute période de ${within} mois` : ''}${off ? `, puis ${off} mois sans aide` : ''})` : ''}.`,
    apply: (agency) => `Faites votre demande auprès de : ${agency}.`,
  },
  pt: {
    noLimits: (state, agency) =>
      `O limite depende do estado. Para os limites de ${state} e para se inscrever: ${agency}.`,
    adultsUpTo: (key) => `adultos até ${key}`,
    notExpanded: 'não ampliou o Medicaid para adultos',
    health: (state, chip, pregnant, adults, agency) =>
      `Em ${state} (porcentagem do nível de pobreza): crianças até ${chip}, gestantes até ${pregnant}, ${adults}. Inscreva-se com: ${agency}.`,
    called: (state, name) => `Em ${state}, o TANF se chama ${name}.`,
    maxGrant: (size, key) => `O máximo que uma família de ${size} pessoas recebe é ${key} por mês.`,
    amountDepends: 'O valor depende do estado.',
    incomeLimit: (key) => `O limite de renda para uma família de 3 pessoas é ${key} por mês.`,
    timeLimit: (key, shorter, within, off) =>
      `Os adultos podem recebê-lo por até ${key} meses na vida${shorter ? ` (com um limite estadual de ${shorter} meses${within ? ` em quaisquer ${within} meses` : ''}${off ? `, depois ${off} meses sem ajuda` : ''})` : ''}.`,
    apply: (agency) => `Inscreva-se com: ${agency}.`,
  },
};

/** A line about the state for the article's program, with {{key}} figures, or null. */
export function stateNote(
  state: { code: StateCode; name: string },
  slug: string,
  date: Date | string,
  language: AssistantLanguage,
  size = 3,
): string | null {
  const t = T[language];
  if (slug === 'tanf' || slug === 'where-to-apply') return tanfNote(state, date, language, size);
  if (HEALTH.has(slug)) {
    const { limits, agency } = medicaidLimitsFor(state.code, date);
    const where = `${agency.title} (${agency.url})`;
    if (!limits) return t.noLimits(state.name, where);
    const adults =
      limits.adults === null ? t.notExpanded : t.adultsUpTo(`{{medicaid.adults.${state.code}}}`);
    return t.health(
      state.name,
      `{{chip.limitPercent.${state.code}}}`,
      `{{medicaid.pregnant.${state.code}}}`,
      adults,
      where,
    );
  }
  return null;
}

/** The state's TANF: its name, the grant and income limit for 3, the time limit, the agency. */
function tanfNote(
  state: { code: StateCode; name: string },
  date: Date | string,
  language: AssistantLanguage,
  asked: number,
): string {
  const t = T[language];
  const { rules, agency } = tanfFor(state.code, date);
  // The family size asked about when the state publishes it, else the usual family of 3.
  const size = tanfMaxGrant(state.code, date, asked) ? asked : 3;
  const key = (name: string, size = '') => `{{tanf.${name}.${state.code}${size}}}`;
  const parts = [t.called(state.name, rules?.programName ?? 'TANF')];
  if (tanfMaxGrant(state.code, date, size)) {
    // The area is written in English in the table: said only in English answers.
    const area = rules?.grantArea ? ` (${rules.grantArea})` : '';
    parts.push(t.maxGrant(size, key('maxGrant', `.${size}`), area));
  } else parts.push(t.amountDepends);
  if (tanfIncomeLimitFamilyOf3(state.code, date))
    parts.push(t.incomeLimit(key('incomeLimit', '.3')));
  const limit = rules?.timeLimit;
  if (limit)
    parts.push(
      t.timeLimit(
        key('timeLimit'),
        limit.shorterMonths?.join(', '),
        limit.withinMonths ?? undefined,
        limit.monthsOff ?? undefined,
      ),
    );
  parts.push(t.apply(`${agency.title} (${agency.url})`));
  return parts.join(' ');
}
