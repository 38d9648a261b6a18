// Real applicants' questions for `npm run bench:chat` (issue 16, item 3). Each question was taken
// from the page in `source` (an official FAQ, a state agency help page, or a public page where
// applicants ask), in its own words or its heading's words. `must`: what a right answer states,
// as case-insensitive regular expressions; `{{key}}` stands for the rule figure in force on the
// benchmark's date (packages/domain ruleFacts), formatted as the assistant formats it.
// `mustNot`: outdated or wrong claims (the outdated claims of outdated.ts, derived from the rule
// tables, apply to every question). The split into tuning and held-out is by a hash of the question's text
// (split.ts), fixed before any article was written; never tune on the held-out set.

import { REMOVED_EXEMPTIONS } from './outdated.js';

export type Program = 'snap' | 'medicaid' | 'chip' | 'wic' | 'tanf' | 'general';

export interface RealQuestion {
  q: string;
  language: 'en' | 'es';
  program: Program;
  source: string;
  must: string[];
  mustNot?: string[];
}

const NYC_SNAP = 'https://a069-access.nyc.gov/CuramStatic/html/snapfaq/english.html';
const AR_TIME =
  'https://humanservices.arkansas.gov/divisions-shared-services/county-operations/supplemental-nutrition-assistance-snap/snap-time-limit-rules/';
const VA_CE = 'https://dmas.virginia.gov/news-updates/community-engagement-work-requirements';
const IKN = 'https://www.insurekidsnow.gov/coverage/questions/index.html';
const IKN_ES =
  'http://espanol.insurekidsnow.gov/find-coverage-your-family/frequently-asked-questions/index.html';
const UH =
  'https://rg-uh-corpcomm-sitecore-pr-288890-cd.azurewebsites.net/patient-visitor-resources/patients/financial-assistance-health-coverage/faq';
const ACF = 'https://www.acf.hhs.gov/ecd/faqs-about-medicaid';
const WIC_OFFICE = 'https://www.wicoffice.net/wic-faqs';
const WIC_FRESNO = 'http://www.fresnoeoc.org/wic/frequently-asked-questions';
const WIC_PA =
  'http://www.portal.state.pa.us/portal/server.pt/gateway/PTARGS_0_2_122038_14204_648544_43/http%3B/pubcontent.state.pa.us/publishedcontent/publish/cop_hhs/health/content/internet/health_services___resources/maternal___child_health/women_infant___children__wic_/tabbed_portlet/_b_faqs__b_.html';
const WIC_PROGRAM = 'https://wicprogram.net/wic-questions';
const WIC_OFFICE2 = 'https://www.womeninfantschildrenoffice.com/wic-help';
const TANF_NET = 'http://www.tanf.net/category/tanf-faq/';
const TANF_BEN = 'https://www.tanfbenefits.com/tanf-cash-help';
const TANF_PROG = 'http://www.tanfprogram.com/tanf-questions';
const FNS_ES = 'https://www.fns.usda.gov/es/snap/facts';
const TELEMUNDO =
  'https://www.telemundowashingtondc.com/noticias/eeuu/calificas-cupones-alimentos-aplicar-snap-ebt-indocumentados/2325757/';
const SF_IMM_ES =
  'https://es.sfhsa.org/services/food/calfresh/calfresh-immigrants-frequently-asked-questions';
const WELLCARE_ES =
  'https://www-es.wellcarenc.com/members/medicaid/Member-Renewal/questions-and-answers.html';
const KAISER_ES =
  'https://espanol.kaiserpermanente.org/es/southern-california/shop-plans/medicaid/renewal-guide';
const WA_TANF_ES =
  'https://www.washingtonlawhelp.org/resource/welfare-benefits-tanf-rules-and-eligibility?lang=ES';
const IL_TANF_ES = 'https://il-es.db101.org/il/programs/income_support/tanf/faqs.htm';
const GETWIC_ES = 'https://getwic.org/mira-si-calificas';
const MASS_LEGAL = 'https://www.masslegalservices.org/content/95-what-changes-do-i-need-report-dta';
const MD_MEDICAID = 'https://health.maryland.gov/mmcp/eligibility/Pages/Home.aspx';
const MD_PREGNANT = 'https://health.maryland.gov/mmcp/Pages/Pregnant-Women.aspx';
const CHIP_HC =
  'https://www.legalfix.com/topics/health-care/children-s-health-insurance-program--chip-/fl';
const UNIVISION =
  'https://www.univision.com/noticias/edicion-digital/nuevos-requisitos-de-snap-suben-edad-laboral-a-65-anos-y-bajan-limite-de-dependientes-a-14-video';
const CRONISTA =
  'https://www.cronista.com/usa/trending/fin-de-medicaid-estados-unidos-prohibira-la-prestacion-a-quienes-no-puedan-demostrar-que-cumplen-este-requisito/';
const KFF_ES =
  'https://kffhealthnews.org/news/article/florida-no-amplio-medicaid-pero-igual-algunos-legisladores-quieren-imponer-requisitos-de-trabajo/';
const TX_CHIP_ES = 'https://aprenderly.com/doc/1229925/chip---children-s-medicaid';

export const en = (
  program: Program,
  source: string,
  q: string,
  must: string[],
  mustNot?: string[],
): RealQuestion => ({ q, language: 'en', program, source, must, ...(mustNot ? { mustNot } : {}) });
export const es = (
  program: Program,
  source: string,
  q: string,
  must: string[],
  mustNot?: string[],
): RealQuestion => ({ ...en(program, source, q, must, mustNot), language: 'es' });

// Shared expectations
export const TIME_LIMIT_EN = [
  '18 (through|to|-|–) ?{{snap.timeLimit.ageTo}}|{{snap.timeLimit.ageTo}}',
  '80 hours|20 hours a week',
  '3 months',
];
const TIME_LIMIT_ES = [
  '18 (a|hasta|-) ?{{snap.timeLimit.ageTo}}|{{snap.timeLimit.ageTo}} años',
  '80 horas|20 horas',
  '3 meses',
];
const NO_OLD_EXEMPT = [...REMOVED_EXEMPTIONS.patterns];

export const realQuestions: RealQuestion[] = [
  // ---------- SNAP, English ----------
  en('snap', NYC_SNAP, 'Who can apply for SNAP?', ['anyone can apply|you can apply', 'income']),
  en(
    'snap',
    NYC_SNAP,
    'Do I need to have a Social Security Number to be eligible for SNAP benefits?',
    [
      'Social Security number|SSN',
      'applied for one|apply for (one|a number)|without (an? )?(SSN|number)|do not need',
    ],
  ),
  en('snap', NYC_SNAP, 'Will my immigration status impact my eligibility for SNAP?', [
    'citizen',
    'permanent resident|green card',
    'children|child',
  ]),
  en('snap', NYC_SNAP, 'What is a SNAP household?', [
    'live together',
    'buy (and|or) (prepare|cook)|prepare (meals|food) together',
  ]),
  en(
    'snap',
    'https://allaboutfinance.org/snap-faq/how-do-you-apply-for-snap',
    'How do you apply for SNAP?',
    ['state', 'online|in person|by mail', 'interview'],
  ),
  en(
    'snap',
    'https://allaboutfinance.org/snap-faq/how-to-apply-snap',
    'How much money can I have in savings and still get food stamps?',
    ['{{snap.resourceLimit}}', '{{snap.resourceLimitElderlyDisabled}}'],
  ),
  en(
    'snap',
    'https://www.elderlyordisabledliving.com/snap-eligibility/',
    'How long does it take to get SNAP after I apply?',
    ['30 days', '7 days'],
  ),
  en(
    'snap',
    'https://www.the-sun.com/money/5404658/maximum-snap-food-stamps-amount-eligibility/',
    'How much could you receive in SNAP benefits?',
    ['{{snap.maxAllotment.1}}', 'income|30 ?%'],
  ),
  en(
    'snap',
    'https://ebtbenefits.infofoodstamps.com/news/147',
    'What is the maximum food stamp amount for a family of four?',
    ['{{snap.maxAllotment.4}}'],
  ),
  en(
    'snap',
    'https://larosafoods.com/food-stamp-income-limit',
    'What is the food stamp income limit for a family of 3?',
    ['{{snap.grossLimit.3}}'],
  ),
  en(
    'snap',
    'https://foods.edu.vn/what-is-the-limit-for-food-stamps',
    'What is the income limit for food stamps for one person?',
    ['{{snap.grossLimit.1}}'],
  ),
  en(
    'snap',
    'https://starterskitchen.com/how-long-can-you-stay-on-snap',
    'How long can you stay on SNAP?',
    ['renew|recertif', 'work|time limit'],
  ),
  en(
    'snap',
    'https://factually.co/fact-checks/politics/abawd-snap-time-limits-benefits-14faef',
    'What are the time limits for able-bodied adults without dependents receiving SNAP benefits?',
    TIME_LIMIT_EN,
    NO_OLD_EXEMPT,
  ),
  en(
    'snap',
    AR_TIME,
    'What do SNAP recipients need to do to keep benefits under the time limit rules?',
    ['80 hours', 'work|training|volunteer'],
  ),
  en('snap', AR_TIME, 'Does everyone need to meet the SNAP time limit rules?', [
    'pregnant',
    'child under 14|children under 14|under age 14',
    'disab|unable to work|health',
  ]),
  en(
    'snap',
    'https://theactualnews.org/article/50186',
    'What are the new SNAP work requirements under the One Big Beautiful Bill?',
    TIME_LIMIT_EN,
    NO_OLD_EXEMPT,
  ),
  en(
    'snap',
    'https://www.briefly.co/anchor/US_news/story/what-to-know-about-november-2025-snap-payments',
    'Are veterans still exempt from the SNAP work requirement?',
    ['no longer|not exempt|removed|ended', 'veteran'],
    ['veterans? (are|is) (still )?exempt'],
  ),
  en(
    'snap',
    'https://positiveusa24.com/changes-to-food-stamp-program-snap-coming-in-november',
    'I am homeless, do I have to meet the SNAP work rules?',
    ['homeless', 'no longer|not exempt|removed|ended'],
    ['homeless (people|persons)? (are|is) (still )?exempt'],
  ),
  en(
    'snap',
    'https://www.tombettenhausen.net/?p=946151',
    'I have a 15 year old, do I have to meet the SNAP work requirement?',
    ['under 14|younger than 14', '80 hours'],
  ),
  en(
    'snap',
    'https://localnewswave.com/article/1033553133895512064',
    'What is the age limit for the SNAP work requirement now?',
    ['{{snap.timeLimit.ageTo}}'],
    ['\\b54\\b'],
  ),
  en('snap', 'https://yubnub.social/post/1033425_.html', 'Can refugees still get SNAP?', [
    'permanent resident|green card',
    'refugee',
  ]),
  en(
    'snap',
    'https://legalclarity.org/how-long-does-a-snap-appeal-process-take',
    'How long does a SNAP appeal process take?',
    ['fair hearing|hearing', 'notice|letter'],
  ),
  en(
    'snap',
    'https://legalclarity.org/how-long-after-a-food-stamp-interview-to-get-approved',
    'How long after a food stamp interview to get approved?',
    ['30 days'],
  ),
  en(
    'snap',
    'https://foods.edu.vn/how-long-does-it-take-to-get-expedited-food-stamps',
    'How long does it take to get expedited food stamps?',
    ['7 days', '\\$150|\\$100'],
  ),
  en(
    'snap',
    'http://services.dpw.state.pa.us/OIMPolicyManuals/OIMArchive/2018-1/SNAP/506_Expedited_Service/506_1_General_Policy.htm',
    'Who can get emergency food stamps right away?',
    ['\\$150', '\\$100', 'rent|utilit'],
  ),
  en(
    'snap',
    'https://snapjourneynow.sumandeepuniversity.org/what-to-do-if-i-got-denied-on-snap',
    'What to do if I got denied on SNAP?',
    ['letter|notice', 'appeal|fair hearing'],
  ),
  en(
    'snap',
    'https://benefitbasics.eaglemc.org/will-food-stampss-tell-you-why-they-were-denied',
    'Will food stamps tell you why you were denied?',
    ['notice|letter', 'reason|why'],
  ),
  en(
    'snap',
    'https://benefitnavigator.eaglemc.org/snap/i-didnt-get-my-food-stamps-this-month',
    "I didn't get my food stamps this month, what happened?",
    ['renew|report|letter|notice', 'call|contact|agency|office'],
  ),
  en(
    'snap',
    'https://legalclarity.org/student-snap-benefits-eligibility-rules-and-how-to-apply',
    'Can college students get SNAP?',
    ['half[- ]time', '20 hours', 'work[- ]study'],
  ),
  en(
    'snap',
    'https://venora.cruiseship.cloud/why-cant-college-students-get-food-stamps',
    "Why can't college students get food stamps?",
    ['half[- ]time', '20 hours|work[- ]study|child'],
  ),
  en(
    'snap',
    'https://www.mjc.edu/basicneeds/calfresh.html',
    'I am a student with a child under 12, can I get CalFresh?',
    ['child', 'half[- ]time|student'],
  ),
  en(
    'snap',
    'https://oklahoma.gov/okdhs/library/afshandbook/snap-households/people-stu-work-study.html',
    'Does work study count for the SNAP student rule?',
    ['work[- ]study'],
  ),
  en(
    'snap',
    'https://money.faceitsalon.com/how-do-i-report-changes-to-food-stamps',
    'How do I report changes to food stamps?',
    ['report', '10 days|income|move'],
  ),
  en('snap', MASS_LEGAL, 'What changes do I need to report for SNAP?', [
    'income',
    'household|move|address',
  ]),
  en(
    'snap',
    'https://legalclarity.org/what-is-a-periodic-report-for-snap',
    'What is a periodic report for SNAP?',
    ['6 months|six months|interim|periodic', 'renew|recertif'],
  ),
  en('snap', 'https://cialiscaps.com/how-to-apply-for-snap-benefits/', 'Do I qualify for SNAP?', [
    'income',
    'household size|people in your home|household',
  ]),
  en(
    'snap',
    'https://flefllynews.com/how-to-apply-for-food-stamps/',
    'Do I have to do an interview for food stamps?',
    ['interview', 'phone|in person'],
  ),
  en(
    'snap',
    'https://flefllynews.com/how-to-apply-for-food-stamps/',
    'What documents do I need to apply for food stamps?',
    ['identity|ID', 'income|pay stub', 'rent|address|residen'],
  ),
  en('snap', 'https://www.fns.usda.gov/snap/fr-022318', 'What is an ABAWD?', [
    'able-bodied',
    'dependents?|child',
    '3 months',
  ]),
  en(
    'snap',
    'https://www.telemundowashingtondc.com/noticias/eeuu/calificas-cupones-alimentos-aplicar-snap-ebt-indocumentados/2325757/',
    'Can undocumented parents get food stamps for their children?',
    ['child', 'citizen|eligible (members|children)|for (their|your) children'],
  ),
  en(
    'snap',
    'https://www.cbpp.org/research/food-assistance/guia-rapida-sobre-la-elegibilidad-y-los-beneficios-del-programa-de',
    'What is the SNAP standard deduction?',
    ['{{snap.standardDeduction.1}}'],
  ),
  en(
    'snap',
    'https://www.elderlyordisabledliving.com/snap-eligibility/',
    'Are there special SNAP rules for seniors over 60?',
    ['60', '{{snap.resourceLimitElderlyDisabled}}|medical'],
  ),
  en(
    'snap',
    'https://www.the-sun.com/money/5404658/maximum-snap-food-stamps-amount-eligibility/',
    'How is my SNAP benefit amount calculated?',
    ['30 ?%', 'net income', 'maximum'],
  ),
  en(
    'snap',
    'https://ebtresource.eaglemc.org/i-didnt-get-my-food-stamps-this-month',
    'Can my SNAP be stopped if my income goes up?',
    ['report', 'income'],
  ),
  en(
    'snap',
    'https://www.clasp.org/tags/able-bodied-adults-without-dependents-abawd/',
    'How many hours a week do I have to work to keep food stamps?',
    ['80 hours|20 hours'],
  ),
  en(
    'snap',
    'https://www.the-sun.com/money/5404658/maximum-snap-food-stamps-amount-eligibility/',
    'What is the most SNAP a single person can get?',
    ['{{snap.maxAllotment.1}}'],
  ),
  en('snap', 'https://larosafoods.com/food-stamp-income-limit', 'What can I buy with SNAP?', [
    'food|groceries',
    'alcohol|tobacco|hot',
  ]),
  en(
    'snap',
    'https://www.dhs.state.il.us/?item=17168',
    'How many days do I have to report a change to SNAP?',
    ['10 days'],
  ),
  en(
    'snap',
    'https://www.bancodealimentoschicago.org/obtener-ayuda/alcance-de-beneficios/snap/',
    'Do I have to include my roommate on my SNAP application?',
    ['buy (and|or) (prepare|cook)|share (meals|food)|prepare (meals|food) together'],
  ),
  en(
    'snap',
    'https://www.tombettenhausen.net/?p=946151',
    'What is the SNAP income limit for a family of 5?',
    ['{{snap.grossLimit.5}}'],
  ),
  en(
    'snap',
    'https://www.the-sun.com/money/5404658/maximum-snap-food-stamps-amount-eligibility/',
    'How much food stamps will a family of 2 get?',
    ['{{snap.maxAllotment.2}}'],
  ),
  en(
    'snap',
    'https://legalclarity.org/how-to-qualify-for-food-stamps-for-college-students',
    'How to qualify for food stamps as a college student?',
    ['half[- ]time', '20 hours|work[- ]study'],
  ),

  // ---------- Medicaid, English ----------
  en('medicaid', MD_MEDICAID, 'How do I find out if I am eligible for Medicaid?', [
    'apply',
    'income',
  ]),
  en('medicaid', MD_MEDICAID, 'Can I ask for a fair hearing if my Medicaid is denied?', [
    'fair hearing|appeal',
    'notice|letter|days',
  ]),
  en(
    'medicaid',
    'https://www.ourtaxpartner.com/?p=22135',
    'What documents do I need to apply for Medicaid?',
    ['identity|ID', 'income|pay stub', 'citizen|immigration'],
  ),
  en(
    'medicaid',
    'https://www.mygovexpert.com/medicaid',
    'What is the Medicaid income limit for adults?',
    ['138 ?%', 'state'],
  ),
  en(
    'medicaid',
    'https://pocketsense.com/how-to-renew-medicaid-online-12446672.html',
    'How do I renew Medicaid?',
    [
      'renew',
      'letter|form|mail|online',
      '{{medicaid.renewalMonths}} months|once a year|every year',
    ],
  ),
  en('medicaid', VA_CE, 'Who has to meet the new Medicaid work requirement?', [
    '19',
    '64',
    '80 hours',
    'expansion',
  ]),
  en('medicaid', VA_CE, 'What counts toward the 80 hours for Medicaid?', [
    'work',
    'volunteer',
    'school|training',
  ]),
  en('medicaid', VA_CE, 'When do Medicaid work requirements start?', ['2027', '80 hours']),
  en('medicaid', VA_CE, 'How often will my Medicaid be reviewed after the new law?', [
    '6 months',
    '2027',
  ]),
  en('medicaid', VA_CE, 'Are parents exempt from the Medicaid work requirement?', [
    '13 (or|and) younger|under 14|age 13',
    'exempt|do not have to',
  ]),
  en('medicaid', VA_CE, 'Do pregnant women have to meet the Medicaid work requirement?', [
    'pregnan',
    'exempt|do not have to|does not apply',
  ]),
  en(
    'medicaid',
    'https://govhealth.distilinfo.com/2025/12/11/medicaid-work-requirements-2',
    'Does volunteering count for the Medicaid work hours?',
    ['volunteer|community service', '80 hours'],
  ),
  en(
    'medicaid',
    'https://www.nortonrosefulbright.com/en-us/knowledge/publications/2e56df1a/medicaid-community-engagement-guidance-key-challenges-ahead',
    'Does the Medicaid work requirement apply in every state?',
    ['expan', 'state'],
  ),
  en('medicaid', MD_PREGNANT, 'Can I get Medicaid while I am pregnant?', [
    'pregnan',
    'higher|income',
  ]),
  en('medicaid', MD_PREGNANT, 'How long does pregnancy Medicaid last after the baby is born?', [
    '12 months|one year|1 year',
  ]),
  en(
    'medicaid',
    'https://scotlandcounty.org/269/Pregnant-Women',
    'Will my newborn be covered by Medicaid?',
    ['newborn|baby', '1 year|first birthday|age 1|one year'],
  ),
  en('medicaid', ACF, 'My child has Medicaid, can parents apply for coverage too?', [
    'parent',
    '138 ?%|expan|state',
  ]),
  en('medicaid', ACF, 'In addition to income, what are the other requirements for Medicaid?', [
    'citizen',
    'immigra|lawfully present|state',
  ]),
  en('medicaid', ACF, 'How can I apply for Medicaid?', [
    'online|phone|mail|in person',
    'HealthCare.gov|state',
  ]),
  en(
    'medicaid',
    'https://www.cnbc.com/2023/05/03/children-have-another-coverage-option-if-parents-dropped-from-medicaid.html',
    'Can my kids qualify for Medicaid even if I do not?',
    ['child|kids', 'higher|CHIP'],
  ),
  en(
    'medicaid',
    'https://www.mygovexpert.com/medicaid',
    'Can I get Medicaid if I have a disability?',
    ['disab', 'SSI|Social Security|non-MAGI|assets?|resources?'],
  ),
  en(
    'medicaid',
    'https://lifehelm.com/post/how-to-apply-for-medicaid-coverage',
    'What happens after I submit my Medicaid application?',
    ['45 days|letter|notice', 'more information|documents|verify'],
  ),
  en(
    'medicaid',
    'https://www.ourtaxpartner.com/?p=22135',
    'Can I apply for Medicaid any time of year?',
    ['any time'],
  ),
  en(
    'medicaid',
    'https://www.mygovexpert.com/medicaid',
    'What is the Medicaid income limit for a single person?',
    ['138 ?%', '{{medicaid.expansionLimit.1}}'],
  ),
  en('medicaid', 'https://www.mygovexpert.com/medicaid', 'Does Medicaid count my savings?', [
    'MAGI|most adults|does not (look at|count)',
    'assets?|resources?|savings',
  ]),
  en(
    'medicaid',
    'https://lifehelm.com/post/how-to-apply-for-medicaid-coverage',
    'Do I need to report changes to Medicaid?',
    ['report', 'income|household|address'],
  ),
  en(
    'medicaid',
    'https://www.chcs.org/project/engaging-medicaid-members-in-the-design-and-implementation-of-work-requirements/',
    'What happens if I do not meet the Medicaid work requirement?',
    ['notice|30 days', 'lose|end|denied|terminat'],
  ),
  en('medicaid', VA_CE, 'Are people with a disability exempt from the Medicaid work rules?', [
    'disab',
    'exempt|do not have to',
  ]),
  en('medicaid', 'https://www.mygovexpert.com/medicaid', 'Can seniors over 65 get Medicaid?', [
    '65',
    'assets?|resources?|Medicare|SSI',
  ]),
  en(
    'medicaid',
    'https://health.maryland.gov/mmcp/Pages/Pregnant-Women.aspx',
    'Can an immigrant who is pregnant get Medicaid?',
    ['pregnan', 'state|immigra'],
  ),

  // ---------- CHIP, English ----------
  en('chip', IKN, 'Is my child eligible for Medicaid or CHIP?', ['19', 'state']),
  en('chip', UH, 'Who can apply for Medicaid and CHIP for a child?', [
    'parent',
    'grandparent|guardian',
  ]),
  en('chip', UH, 'Is there a limit on the amount of time my child can stay enrolled in CHIP?', [
    'renew',
    'once a year|every year|12 months',
  ]),
  en('chip', UH, 'How do I know when to renew Medicaid or CHIP for my child?', [
    'letter|mail|contact you|notice',
    'renew',
  ]),
  en('chip', CHIP_HC, 'What does CHIP cover?', [
    'check-?ups|doctor',
    'dental',
    'vaccin|immuniz|shots',
  ]),
  en('chip', CHIP_HC, 'How much does CHIP cost?', [
    '5 ?%|premium|small monthly',
    'free|no cost|copay',
  ]),
  en('chip', CHIP_HC, 'Can I apply for CHIP any time of year?', ['any time']),
  en(
    'chip',
    'https://www.rxresource.org/medicaid-chip/medicaid-chip-questions-answers.html',
    'I need health insurance for my children. What are my options?',
    ['CHIP', 'Medicaid'],
  ),
  en('chip', 'https://mefics.org/es/elegibilidad', 'What is the CHIP income limit?', [
    'state',
    '% of the (federal )?poverty|FPL|poverty',
  ]),
  en('chip', IKN, 'What is the CHIP income limit in Texas?', ['Texas', '{{chip.limitPercent.TX}}']),
  en(
    'chip',
    'https://www.cnbc.com/2023/05/03/children-have-another-coverage-option-if-parents-dropped-from-medicaid.html',
    'My kids lost Medicaid, can they get CHIP?',
    ['CHIP', 'any time|apply'],
  ),
  en(
    'chip',
    'https://elafilador.net/chip-amp-joanna-gaines-on-the-today-show/',
    'Does CHIP cover pregnant women?',
    ['some states|state', 'pregnan'],
  ),

  // ---------- WIC, English ----------
  en('wic', WIC_OFFICE, 'What is WIC?', [
    'Women, Infants,? and Children',
    'pregnan|breastfeed',
    '5',
  ]),
  en('wic', WIC_OFFICE, 'What is nutritional risk for WIC?', [
    'health (professional|worker)|nurse|nutritionist',
    'anemia|weight|diet',
  ]),
  en('wic', WIC_OFFICE, 'Are WIC services free?', ['free']),
  en('wic', WIC_OFFICE, 'Is WIC a welfare program?', ['not (a )?welfare|nutrition program|health']),
  en('wic', WIC_OFFICE2, 'Who is eligible for the WIC program?', [
    'pregnan',
    'breastfeed|postpartum|after (the )?(birth|baby)',
    'under 5|up to age 5|under age 5|younger than 5',
  ]),
  en('wic', WIC_PROGRAM, 'What is the WIC income limit for a family of 3?', [
    '185 ?%',
    '{{wic.monthlyLimit.3}}',
  ]),
  en(
    'wic',
    'http://uaacog.com/frequentlyaskedquestions.html',
    'What do I need to bring to my WIC appointment?',
    ['identi|ID', 'address|residen|where you live', 'income'],
  ),
  en('wic', WIC_FRESNO, 'Do I have to be a US citizen to qualify for WIC?', [
    'not (need|have) to be a (U\\.?S\\.? )?citizen|immigration status (is not|does not)|no matter|regardless|any immigration',
  ]),
  en('wic', WIC_FRESNO, 'Am I eligible for WIC if I get food stamps?', [
    'both|also',
    'SNAP|food stamps',
  ]),
  en('wic', WIC_FRESNO, 'My child is over 1 year old, can he still get WIC?', ['5']),
  en('wic', WIC_FRESNO, 'I missed my WIC appointment, what do I do?', ['call|contact|reschedul']),
  en('wic', WIC_PA, 'What does WIC count as income?', ['before taxes|gross', 'household|everyone']),
  en('wic', WIC_PA, 'Can a grandparent or father apply for WIC for a child?', [
    'grandparent|father|foster|caregiver|guardian',
  ]),
  en('wic', 'https://foodservicesupply.biz/is-wic-ebt', 'How long can I get WIC?', [
    '5|fifth birthday',
    '1 year|6 months|breastfeed|postpartum',
  ]),
  en(
    'wic',
    'https://rpp.pe/capital/miscelaneas/wic-en-estados-unidos-este-es-el-programa-de-ayuda-a-mujeres-bebes-y-ninos-y-como-aplicar-bscapital-noticias-1625995',
    'What foods does WIC give?',
    ['milk|eggs|fruit|vegetables|formula'],
  ),
  en(
    'wic',
    'https://meridiano.net/usa/servicios/estados-unidos-requisitos-del-programa-que-da-alimentos-y-atencion-medica-a-embarazadas-y-ninos-202591420160',
    'If I have Medicaid do I automatically meet the WIC income rule?',
    ['Medicaid|SNAP|TANF', 'income (rule|test|limit|guidelines?)|automatically|already'],
  ),
  en('wic', WIC_PROGRAM, 'How do I apply for WIC?', [
    'local WIC|clinic|office|call',
    'appointment',
  ]),
  en(
    'wic',
    'https://www.lanacion.com.ar/estados-unidos/que-es-el-programa-wic-de-ayuda-para-mujeres-y-ninos-como-registrarse-para-recibir-el-beneficio-nid04102025/',
    'What is the WIC income limit for a family of 4?',
    ['{{wic.monthlyLimit.4}}'],
  ),

  // ---------- TANF, English ----------
  en('tanf', TANF_NET, 'What is the TANF time limit?', ['60 months|5 years|five years', 'state']),
  en('tanf', TANF_NET, 'How much TANF money will I get?', [
    'state',
    'family size|household size|how many',
  ]),
  en('tanf', TANF_NET, 'How do I apply for TANF?', ['state|county|local']),
  en('tanf', TANF_BEN, 'Is TANF and welfare the same thing?', ['cash', 'welfare']),
  en('tanf', TANF_BEN, 'What does TANF provide?', ['cash|money', 'children|families']),
  en('tanf', TANF_PROG, 'What are the requirements for TANF?', ['child', 'income', 'state']),
  en('tanf', TANF_PROG, 'How long can you get TANF?', ['60 months|5 years|five years']),
  en(
    'tanf',
    'https://panasiabiz.com/81240/2024-tanf-benefits-january-payment-schedule-know-when-to-expect-yours',
    'How long can most recipients receive TANF payments?',
    ['60 months|5 years|five years'],
  ),
  en(
    'tanf',
    'https://blog.eligibilitylookup.com/empowerment-through-tanf-program',
    'Are there exceptions to the TANF 5 year limit?',
    ['hardship|exception|extension', 'state'],
  ),
  en('tanf', 'https://themoney-guru.com/family-cash-assistance-3/', 'Who qualifies for TANF?', [
    'child|pregnan',
    'income',
  ]),
  en('tanf', 'https://blog.eligibilitylookup.com/?p=849', 'Do I have to work to get TANF?', [
    'work',
    'hours|activities|training',
  ]),
  en('tanf', TANF_PROG, 'How much is TANF in California?', [
    'California|CalWORKs',
    '{{tanf.maxGrant.CA.3}}',
  ]),
  en('tanf', TANF_NET, 'How much is TANF in Texas for a family of 3?', [
    'Texas',
    '{{tanf.maxGrant.TX.3}}',
  ]),

  // ---------- General / cross-program, English ----------
  en(
    'general',
    'https://flefllynews.com/how-to-apply-for-food-stamps/',
    'Where do I apply for benefits in my state?',
    ['state', 'online|office|agency'],
  ),
  en(
    'general',
    'https://www.tanfbenefits.com/tanf-cash-help',
    'Can I get SNAP and TANF at the same time?',
    ['both|same time|also'],
  ),
  en(
    'general',
    'https://www.masslegalservices.org/content/95-what-changes-do-i-need-report-dta',
    'How do I appeal a decision about my benefits?',
    ['appeal|fair hearing', 'notice|letter'],
  ),

  // ---------- Spanish ----------
  es('snap', FNS_ES, '¿Puedo obtener beneficios del SNAP si trabajo por un salario bajo?', [
    'sí|puede',
    'ingresos',
  ]),
  es('snap', FNS_ES, '¿Qué es una unidad familiar en el SNAP?', [
    'viven juntas?',
    'compran|preparan',
  ]),
  es('snap', FNS_ES, '¿Cuánto SNAP puedo recibir?', ['{{snap.maxAllotment.1}}', 'ingresos|30 ?%']),
  es('snap', TELEMUNDO, '¿Cuánto tardan en responder a mi solicitud de SNAP?', ['30 días']),
  es('snap', TELEMUNDO, '¿Puedo recibir los cupones de comida en 7 días?', [
    '7 días',
    '\\$150|\\$100',
  ]),
  es('snap', TELEMUNDO, '¿Cómo aplico para el SNAP?', [
    'estado',
    'en línea|en persona|oficina',
    'entrevista',
  ]),
  es('snap', SF_IMM_ES, '¿Puede mi hogar obtener CalFresh si algunas personas no son ciudadanas?', [
    'ciudadan',
    'niños|hijos|miembros',
  ]),
  es('snap', SF_IMM_ES, '¿Califico para cupones de comida si tengo DACA?', [
    'DACA|residente permanente|tarjeta verde',
    'no',
  ]),
  es(
    'snap',
    'https://rpp.pe/usa/servicios/calfresh-california-2024-como-los-estudiantes-universitarios-pueden-solicitar-los-beneficios-estados-unidos-rppusa-noticia-1562757',
    '¿Pueden los estudiantes universitarios recibir cupones de comida?',
    ['medio tiempo', '20 horas|trabajo y estudio|trabajo-estudio'],
  ),
  es(
    'snap',
    'https://www.bancodealimentoschicago.org/obtener-ayuda/alcance-de-beneficios/snap/',
    '¿Quién cuenta como parte de mi hogar para SNAP?',
    ['viven juntas?', 'compran|preparan'],
  ),
  es(
    'snap',
    'https://www.cbpp.org/research/food-assistance/guia-rapida-sobre-la-elegibilidad-y-los-beneficios-del-programa-de',
    '¿Cómo saber si puedo obtener SNAP?',
    ['ingresos', 'solicit|tamaño del hogar'],
  ),
  es('snap', UNIVISION, '¿Cuáles son los nuevos requisitos de trabajo de SNAP?', TIME_LIMIT_ES, [
    'veteranos? (est[aá]n|sigue[n]?) exent',
  ]),
  es(
    'snap',
    UNIVISION,
    '¿Hasta qué edad aplican los requisitos de trabajo de SNAP?',
    ['{{snap.timeLimit.ageTo}}'],
    ['\\b54\\b'],
  ),
  es(
    'snap',
    'https://dev.aireshowprep.com/2023/06/07/cual-es-el-limite-de-ingresos-para-los-pagos-de-snap-en-junio-de-2023-en-los-estados-unidos',
    '¿Cuál es el límite de ingresos para SNAP para una familia de 4?',
    ['{{snap.grossLimit.4}}'],
  ),
  es(
    'snap',
    'https://www.lacasadelosfamososmexico.tv/como-inscribirse-calfresh-ayuda-comprar-comida-california',
    '¿Cuánto dinero puedo recibir de cupones de comida para una familia de 3?',
    ['{{snap.maxAllotment.3}}'],
  ),
  es(
    'snap',
    'https://www.bancodealimentoschicago.org/obtener-ayuda/alcance-de-beneficios/snap/',
    '¿Cuánto dinero puedo tener en el banco para recibir SNAP?',
    ['{{snap.resourceLimit}}'],
  ),
  es(
    'snap',
    'https://studylib.es/doc/6605998/calfresh---san-diego-hunger-coalition',
    '¿Puedo recibir WIC y cupones de comida al mismo tiempo?',
    ['ambos|al mismo tiempo|también'],
  ),
  es('snap', 'https://es434.wallbr.com/snap-3326', '¿Tengo que hacer una entrevista para SNAP?', [
    'entrevista',
    'teléfono|en persona',
  ]),
  es(
    'snap',
    'https://es434.wallbr.com/snap-5040',
    '¿Qué documentos necesito para solicitar cupones de comida?',
    ['identi', 'ingresos|talones'],
  ),
  es(
    'snap',
    'https://www.tombettenhausen.net/?p=946151',
    '¿Qué pasa si me niegan los cupones de comida?',
    ['apela|audiencia', 'carta|aviso'],
  ),
  es(
    'snap',
    'https://reliefgroceries.sumandeepuniversity.org/report-changes-to-snap',
    '¿Qué cambios tengo que reportar a SNAP?',
    ['ingresos', 'hogar|mud|dirección'],
  ),
  es('medicaid', WELLCARE_ES, '¿Perderé mi Medicaid?', ['ingresos', 'renova']),
  es('medicaid', WELLCARE_ES, 'Mi Medicaid terminó y no estoy de acuerdo. ¿Qué puedo hacer?', [
    'apela|audiencia',
    'días|carta|aviso',
  ]),
  es('medicaid', WELLCARE_ES, 'Recibí una carta pidiendo información para Medicaid. ¿Qué hago?', [
    'envíe|mande|conteste|responda|lo antes posible|pronto',
    'carta|información',
  ]),
  es(
    'medicaid',
    'https://www.propel.app/medicaid/renewal/frequently-asked-questions-es/',
    '¿Aún soy elegible para Medicaid?',
    ['138 ?%', 'estado'],
  ),
  es('medicaid', KAISER_ES, '¿Cómo renuevo mi cobertura de Medicaid?', [
    'renova',
    'carta|formulario|correo',
  ]),
  es('medicaid', KAISER_ES, '¿Qué debo hacer si no recibo la carta de renovación de Medicaid?', [
    'oficina|agencia|llame|comuníquese',
    'Medicaid',
  ]),
  es(
    'medicaid',
    'https://navigatorguide.georgetown.edu/faq/acabo-de-recibir-un-aviso-que-dice-que-mis-beneficios-de-medicaid-terminar%C3%A1n-en-menos-de-10-d%C3%ADas-c%C3%B3mo-puedo-asegurarme-de-no-tener-una-interrupci%C3%B3n-en-mi-seguro',
    'Recibí un aviso que dice que mi Medicaid terminará. ¿Cómo evito perder el seguro?',
    ['renova|documentos|información', 'apela|audiencia'],
  ),
  es(
    'medicaid',
    'https://elcomercio.pe/mag/respuestas/mx/calificas-para-medicaid-o-chip-en-2025-requisitos-clave-para-mexicanos-en-ee-uu-con-hijos-ciudadanos-nnda-nnse-noticia/',
    '¿Mis hijos nacidos en Estados Unidos pueden tener Medicaid aunque yo no tenga papeles?',
    ['ciudadan|nacidos', 'niños|hijos'],
  ),
  es('medicaid', CRONISTA, '¿Quiénes tienen que cumplir las 80 horas de trabajo para Medicaid?', [
    '19',
    '64',
    '80 horas',
  ]),
  es('medicaid', KFF_ES, '¿Cuándo empiezan los requisitos de trabajo de Medicaid?', [
    '2027',
    '80 horas',
  ]),
  es(
    'medicaid',
    'https://www.cronista.com/usa/trending/atencion-beneficiarios-millones-de-adultos-mayores-se-quedan-sin-medicaid-por-las-nuevas-normas-laborales/',
    '¿Cada cuánto tengo que renovar Medicaid con la nueva ley?',
    ['6 meses', '2027'],
  ),
  es('medicaid', MD_PREGNANT, '¿Puedo tener Medicaid si estoy embarazada?', [
    'embaraz',
    'ingresos|más alto',
  ]),
  es('chip', IKN_ES, '¿Mi hijo es elegible para Medicaid o para CHIP?', ['19', 'estado']),
  es('chip', TX_CHIP_ES, '¿Qué cubre CHIP?', ['médico|doctor', 'dent', 'vacunas']),
  es('chip', TX_CHIP_ES, '¿Cuánto cuesta la cobertura de CHIP?', [
    '5 ?%|cuota|prima|poco',
    'gratis|sin costo|copago',
  ]),
  es(
    'chip',
    'https://deploy.studylib.es/doc/5181048/%C2%BFtienen-sus-hijos-seguro-m%C3%A9dico%3F-do-your-children-have-he...',
    '¿Qué es CHIP?',
    ['niños', 'bajo costo'],
  ),
  es('wic', GETWIC_ES, '¿Quién es elegible para WIC?', [
    'embarazada',
    'lactan|posparto|después del parto',
    '5 años',
  ]),
  es('wic', GETWIC_ES, '¿Las familias indocumentadas pueden recibir WIC?', [
    'estatus migratorio|situación migratoria|no importa|sin importar|no necesita ser ciudadan',
  ]),
  es(
    'wic',
    'https://meridiano.net/usa/servicios/estados-unidos-requisitos-del-programa-que-da-alimentos-y-atencion-medica-a-embarazadas-y-ninos-202591420160',
    '¿Cuáles son los requisitos de WIC?',
    ['185 ?%', 'riesgo nutricional|nutrición'],
  ),
  es(
    'wic',
    'https://rpp.pe/capital/miscelaneas/wic-en-estados-unidos-este-es-el-programa-de-ayuda-a-mujeres-bebes-y-ninos-y-como-aplicar-bscapital-noticias-1625995',
    '¿Qué alimentos da WIC?',
    ['leche|huevos|frutas|verduras|fórmula'],
  ),
  es(
    'wic',
    'https://www.lanacion.com.ar/estados-unidos/que-es-el-programa-wic-de-ayuda-para-mujeres-y-ninos-como-registrarse-para-recibir-el-beneficio-nid04102025/',
    '¿Cuál es el límite de ingresos de WIC para dos personas?',
    ['{{wic.monthlyLimit.2}}'],
  ),
  es(
    'wic',
    'https://meridiano.net/usa/servicios/estados-unidos-requisitos-del-programa-que-da-alimentos-y-atencion-medica-a-embarazadas-y-ninos-202591420160',
    '¿Cómo solicitar WIC?',
    ['clínica|oficina|llame', 'cita'],
  ),
  es('tanf', WA_TANF_ES, '¿Puedo obtener TANF?', ['niñ|hij|embarazada', 'ingresos']),
  es('tanf', IL_TANF_ES, '¿Qué necesito para obtener ayuda en efectivo TANF?', [
    'niñ|hij|embarazada',
    'ingresos',
    'estado',
  ]),
  es(
    'tanf',
    'https://2001online.com/usa/servicios/tanf-entrega-cheques-en-eeuu-como-inscribirse-en-este-programa-de-asistencia-temporal-para-familias-necesitadas-2025101722150',
    '¿Cómo me inscribo en TANF?',
    ['estado|condado|oficina'],
  ),
  es(
    'tanf',
    'https://www.directoriocubano.info/usa/fechas-de-pago-del-programa-tanf-para-abril',
    '¿Cuánto dinero da TANF?',
    ['estado', 'tamaño|cuántas personas|familia'],
  ),
  es('tanf', IL_TANF_ES, '¿Por cuánto tiempo puedo recibir TANF?', ['60 meses|5 años|cinco años']),
  es(
    'tanf',
    'https://2001online.com/usa/servicios/tanf-entrega-cheques-en-eeuu-como-inscribirse-en-este-programa-de-asistencia-temporal-para-familias-necesitadas-2025101722150',
    '¿Tengo que trabajar para recibir TANF?',
    ['trabaj', 'horas|actividades|capacitación'],
  ),
  es('general', WA_TANF_ES, '¿Dónde solicito beneficios en mi estado?', [
    'estado',
    'en línea|oficina|agencia',
  ]),
];
