// Real questions collected after the held-out failures were classified by cause (decision 0296):
// abbreviations and regional words the router missed (ABAWD, DACA, "unidad familiar"), questions
// that name one program among others, a household size, expedited SNAP, state TANF programs
// named by their state's name (CalWORKs), and losing coverage. Each is in its source's words
// (a heading or a listed question); a question taken from a page section is completed with the
// program the section is about, in brackets in the comment. The split is by hash (split.ts);
// they join whichever set their hash picks, and the held-out ones are never tuned on.
import { en, es, type RealQuestion, TIME_LIMIT_EN } from './realQuestions.js';

const NAPA = 'https://www.countyofnapa.org/faq.aspx?TID=29';
const BEN_GOV =
  'https://www.muskogeephoenix.com/news/quick-5-temporary-assistance-for-needy-families/article_ec813278-90f8-5167-b73f-81ae521bf690.html';
const SAVINGS =
  'https://savingshunter.com/articles/how-much-cash-can-you-get-from-tanf-a-state-by-state-breakdown';
const SMG = 'https://singlemotherguide.com/temporary-cash-assistance-for-the-poor/';
const FNS_ABAWD = 'https://www.fns.usda.gov/snap/able-bodied-adults-without-dependents-abawds';
const EBTRES = 'https://ebtresource.eaglemc.org/how-long-for-expedited-food-stampss';
const NOURIVO = 'https://nourivo.cruiseship.cloud/what-does-expedite-food-stamps-mean';
const CLAVORY = 'https://clavory.cruiseship.cloud/what-is-expedited-food-stamps';
const PEOPLES = 'https://peoplesguidesac.org/time-limits';
const TXB = 'https://texas-benefits.org/tanf/tanf-extensions/';
const CLARK = 'https://www.clarkdjfs.org/171/FAQs';
const LEGALCLARITY =
  'https://legalclarity.org/how-much-cash-assistance-for-a-family-of-4-in-michigan';
const SNAPFAQ = 'https://snapfaq.sistemas.edu.pe/is-my-family-eligible-for-food-stamps.html';
const SNAPFAQ2 = 'https://snapfaq.sistemas.edu.pe/how-do-u-get-food-stamps.html';
const AUTISM = 'https://autismnow.org/?p=3313';
const ELDIARIO =
  'https://eldiariony.com/2026/02/10/cambios-y-montos-actualizados-de-snap-en-2026-cuanto-dinero-puedes-recibir-y-quien-califica/';
const LAOPINION =
  'https://laopinion.com/2025/09/21/como-solicitar-beneficios-de-alimentos-con-el-programa-snap/';
const ONLINE2001 =
  'https://2001online.com/usa/servicios/calworks-descubre-como-solicitar-asistencia-en-efectivo-en-california-20259241400';
const MARCA_CW =
  'https://amp-us.marca.com/actualidad/dinero/2023/02/05/63dfb6f7e2704eb5618b45d6.html';
const MARCA_CW2 =
  'https://amp-us.marca.com/actualidad/dinero/2023/01/05/63b6ce9322601d6a0d8b45b6.html';
const LANACION_WIC =
  'https://www.lanacion.com.ar/estados-unidos/que-es-el-programa-wic-de-ayuda-para-mujeres-y-ninos-como-registrarse-para-recibir-el-beneficio-nid04102025/';
const RPP_WIC =
  'https://rpp.pe/capital/miscelaneas/wic-en-estados-unidos-este-es-el-programa-de-ayuda-a-mujeres-bebes-y-ninos-y-como-aplicar-bscapital-noticias-1625995';
const MERIDIANO_WIC =
  'https://meridiano.net/usa/servicios/estados-unidos-requisitos-del-programa-que-da-alimentos-y-atencion-medica-a-embarazadas-y-ninos-202591420160';
const CBPP_ES =
  'https://www.cbpp.org/research/food-assistance/guia-rapida-sobre-la-elegibilidad-y-los-beneficios-del-programa-de';
const EFERRIT =
  'https://be.eferrit.com/que-%D1%8D%D1%81-wic-%D0%BF%D1%83%D0%BD%D0%BA%D1%82-asegurar-alimento-como-solicitar-%D1%83-efecto-migratorio/';
const PROPEL_ES = 'https://www.propel.app/medicaid/renewal/frequently-asked-questions-es/';
const HUMANA_ES =
  'https://es-www.humana.com/medicare/medicare-advantage-plans/humana-special-needs/d-snp/medicaid-redetermination';
const GESTION_MED =
  'https://gestion.pe/mix/respuestas/estados-unidos-como-se-puede-renovar-la-cobertura-de-medicaid-medicare-usa-florida-noticia/';
const ELCARIBE =
  'https://www.elcaribe.com.do/panorama/internacionales/cupones-snap-migrantes-con-mas-de-3-meses-en-eeuu-pueden-optar/';
const ELCONECTE = 'https://www.elconecte.com/es/are-food-stamps-snap-available-to-immigrants/';
const GESTION_SNAP =
  'https://gestion.pe/mix/usa/inmigrantes-y-snap-en-eeuu-quienes-siguen-calificando-y-como-pedir-los-cupones-de-alimentos-estados-unidos-nnda-nnlt-noticia/';

const TOPFIN = 'https://topfinancereviews.com/food-stamps-guide/';
const AIDORA = 'https://aidora.cruiseship.cloud/what-does-expedite-food-stamps-mean';
const VIVORA = 'https://vivora.cruiseship.cloud/what-does-expedite-food-stamps-mean';
const KAISER_2023 =
  'https://espanol.kaiserpermanente.org/es/southern-california/shop-plans/medicaid/2023-medicaid-renewal';
const MERIDIANO_SNAP =
  'https://meridiano.net/usa/servicios/cuales-son-los-requisitos-que-deben-cumplir-los-inmigrantes-para-poder-recibir-cupones-snap--2023121414210';

const EXPEDITED_WHO = [
  '{{snap.expedited.incomeUnder}}',
  '{{snap.expedited.resourcesAtMost}}',
  'rent|utilit',
  'migrant',
];

export const causeQuestions: RealQuestion[] = [
  // ---------- TANF and state programs ----------
  en('tanf', NAPA, 'Do I have to have children to be eligible to CalWORKs?', ['child', 'pregnan']),
  // [CalWORKs]
  en('tanf', NAPA, 'Do I have to be a US citizen to be eligible for CalWORKs?', [
    'citizen',
    'qualified immigrant|immigrant',
  ]),
  en('tanf', NAPA, 'How much cash assistance can I receive?', ['depends|state', 'family|income']),
  en('general', NAPA, "What if I don't think I am eligible, can I still apply?", ['apply']),
  en('general', NAPA, 'How do I let the County know about a change in my family circumstances?', [
    'report',
  ]),
  en('tanf', BEN_GOV, 'What is Temporary Assistance for Needy Families (TANF)?', [
    'cash|money',
    'famil',
  ]),
  en('tanf', BEN_GOV, 'Who is eligible for TANF?', ['child', 'income']),
  en('tanf', SAVINGS, 'How Much Cash Can You Get from TANF?', ['depends|state']),
  en('tanf', SAVINGS, 'What Is TANF and Who Is It For?', ['cash|money', 'child']),
  en('tanf', SMG, "What's TANF?", ['cash|money', 'famil']),
  // [CalWORKs]
  en('tanf', PEOPLES, 'What are the time limits for CalWORKs?', ['{{tanf.timeLimit.CA}} months']),
  en('tanf', TXB, 'What are the Texas TANF time limits?', ['{{tanf.timeLimit.TX}}', '12, 24']),
  // [Ohio Works First]
  en('tanf', CLARK, 'Who is eligible for Ohio Works First?', ['child', 'pregnan']),
  en('tanf', LEGALCLARITY, 'How Much Cash Assistance for a Family of 4 in Michigan?', [
    '{{tanf.maxGrant.MI.4}}',
  ]),
  // ---------- SNAP: ABAWD, expedited, household, immigrants ----------
  en('snap', FNS_ABAWD, 'Who is considered an ABAWD?', [
    'able-bodied',
    '18 (through|to|-) ?{{snap.timeLimit.ageTo}}',
    'child|dependent',
  ]),
  en('snap', FNS_ABAWD, 'What is the ABAWD time limit?', TIME_LIMIT_EN),
  en('snap', EBTRES, 'How Quickly Can You Get Expedited Food Stamps?', [
    '{{snap.expedited.days}} days',
  ]),
  en('snap', EBTRES, 'Who is Eligible for Expedited SNAP?', EXPEDITED_WHO),
  en('snap', EBTRES, 'What Information Do You Need to Apply?', ['ID|who you are', 'income']),
  en('snap', NOURIVO, 'What Exactly Are Expedited Food Stamps?', [
    '{{snap.expedited.days}} days',
    'very little money|income',
  ]),
  en('snap', NOURIVO, 'Who Qualifies for Expedited Services?', EXPEDITED_WHO),
  en('snap', NOURIVO, 'How to Apply for Expedited Food Stamps', ['apply', 'online|office']),
  en('snap', CLAVORY, 'What Are Expedited Food Stamps Exactly?', ['{{snap.expedited.days}} days']),
  en(
    'snap',
    SNAPFAQ,
    "Does my family's immigration status affect our eligibility for food stamps?",
    ['citizen', 'permanent resident|green card'],
  ),
  en('snap', SNAPFAQ2, 'What income limits qualify for food stamps?', [
    '{{snap.grossLimit.1}}',
    'household size|people',
  ]),
  en('snap', AUTISM, 'What is the SNAP/Food Stamps Program?', ['food', 'EBT|card|income']),
  en('snap', AUTISM, 'Who is eligible for the SNAP/Food Stamps Program?', ['income']),
  en('snap', AUTISM, 'How can I find out if I am eligible?', ['apply']),
  en('snap', TOPFIN, 'What are the SNAP requirements?', ['income', 'citizen|immigra']),
  en('general', NAPA, 'What about help with food and health care?', [
    'SNAP|CalFresh|food',
    'Medicaid|Medi-Cal',
  ]),
  en('snap', AIDORA, 'Who Can Get Expedited Food Stamps?', EXPEDITED_WHO),
  en('snap', AIDORA, 'How Do You Apply for Expedited SNAP?', ['apply']),
  en('snap', VIVORA, 'What Exactly is Expedited SNAP?', ['{{snap.expedited.days}} days']),
  en('snap', VIVORA, 'Who Qualifies for Expedited SNAP?', EXPEDITED_WHO),
  // ---------- Spanish ----------
  es('snap', ELDIARIO, '¿Qué es SNAP y quién puede solicitarlo?', ['comida|alimentos', 'ingresos']),
  es('snap', ELDIARIO, '¿Cuánto dinero puedes recibir de SNAP?', ['{{snap.maxAllotment.1}}']),
  es('snap', ELDIARIO, '¿Quién puede calificar para SNAP?', ['ingresos']),
  es('snap', LAOPINION, '¿Cómo solicitar el beneficio de SNAP?', ['en línea|oficina|teléfono']),
  es('snap', LAOPINION, '¿Cuáles son los requisitos para calificar a cupones de alimentos?', [
    'ingresos',
  ]),
  es('tanf', ONLINE2001, '¿Quién es elegible para CalWORKs?', ['hij|niñ|menor', 'embarazad']),
  es('tanf', MARCA_CW, '¿Quién puede optar a CalWORKs?', ['hij|niñ|menor']),
  es('tanf', MARCA_CW2, '¿Cuál es el ingreso máximo para calificar para CalWORKs?', [
    '{{tanf.incomeLimit.CA.3}}',
  ]),
  es('wic', LANACION_WIC, '¿Cuáles son los requisitos para solicitar el programa WIC en EE.UU.?', [
    'embarazad',
    '5 años|cinco años',
    '{{wic.incomePercent}}|ingresos',
  ]),
  es('wic', RPP_WIC, '¿Quiénes pueden acceder a WIC y qué beneficios ofrece?', [
    'embarazad',
    '5 años|cinco años',
  ]),
  es('wic', MERIDIANO_WIC, '¿Cómo solicitar WIC en Estados Unidos?', ['clínica|cita']),
  es('snap', CBPP_ES, '¿Cómo saber si usted puede obtener asistencia del SNAP?', ['solicit']),
  es('wic', EFERRIT, '¿Qué requisitos de ingresos se piden para WIC?', [
    '{{wic.incomePercent}}',
    'Medicaid|SNAP|TANF',
  ]),
  es('wic', EFERRIT, '¿Qué requisito de estatus migratorio es necesario para calificar para WIC?', [
    'no pregunta|sin importar|no importa',
  ]),
  es('medicaid', PROPEL_ES, '¿Aún soy elegible para Medicaid?', ['ingresos']),
  es('medicaid', HUMANA_ES, '¿Qué es la renovación de elegibilidad para Medicaid?', [
    'renova',
    'año|meses',
  ]),
  es('medicaid', HUMANA_ES, '¿Qué hago si pierdo mi cobertura?', ['90 días|audiencia|apelar']),
  es('medicaid', GESTION_MED, '¿Cómo renovar el Medicaid?', ['formulario|carta', 'renova']),
  es('snap', ELCARIBE, '¿Qué son los cupones SNAP en EEUU?', ['comida|alimentos', 'EBT|tarjeta']),
  es('snap', ELCARIBE, '¿Migrantes con más de tres meses pueden optar a SNAP?', [
    'residente permanente|tarjeta verde|ciudadan',
  ]),
  es('snap', ELCONECTE, 'Si eres inmigrante, ¿puedes aplicar al programa nutricional SNAP?', [
    'residente permanente|tarjeta verde',
    'niños|hijos',
  ]),
  es('snap', GESTION_SNAP, '¿Qué inmigrantes pueden solicitar la ayuda SNAP?', [
    'residente permanente|tarjeta verde',
  ]),
  es('medicaid', PROPEL_ES, '¿Ha perdido la cobertura de Medicaid?', [
    '90 días|audiencia|apelar|solicit',
  ]),
  es('medicaid', KAISER_2023, '¿Cómo puedo recibir una carta sobre mi renovación?', [
    'dirección|correo|llame',
    'renova',
  ]),
  es('medicaid', GESTION_MED, '¿Qué es Medicaid?', ['salud|médic', 'ingresos']),
  es('snap', ELCONECTE, '¿Qué es SNAP (cupones de alimentos)?', ['comida|alimentos']),
  // [de Medicaid]
  es('medicaid', HUMANA_ES, '¿Cómo puedo prepararme para la revisión de Medicaid?', [
    'formulario|carta|comprobantes',
    'dirección|correo|pronto',
  ]),
  es(
    'snap',
    MERIDIANO_SNAP,
    '¿Cuáles son los requisitos que deben cumplir los inmigrantes para poder recibir cupones SNAP?',
    ['residente permanente|tarjeta verde', '5 años|cinco años'],
  ),
  es('medicaid', PROPEL_ES, '¿Ha perdido la cobertura de Medicaid?', [
    '90 días|audiencia|apelar|solicit',
  ]),
  // [de Medicaid]
];
