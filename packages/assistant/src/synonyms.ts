import { normalize, words } from './text.js';

/**
 * Everyday words and phrases -> the words the articles use. A query that contains one of the
 * phrases (whole words; accents and case ignored) is searched with the expansion added, at a
 * lower weight than the asker's own words. One table for every language: a row only fires on
 * its own language's words. Each row: 'phrase|phrase|...', 'expansion'.
 */
export const synonymTable: readonly (readonly [phrases: string, expansion: string])[] = [
  [
    'food stamps|foodstamps|food stamp|ebt|ebt card|food card|food benefits|food assistance|food help|groceries|grocery',
    'snap',
  ],
  [
    'cupones|cupones de comida|cupones de alimentos|estampillas|estampillas de comida|tarjeta ebt|ayuda para comida|ayuda con comida|comida|alimentos|mandado|despensa',
    'snap',
  ],
  [
    'cash aid|cash assistance|cash help|welfare|welfare check|family assistance|monthly check for my kids',
    'tanf',
  ],
  ['ayuda en efectivo|asistencia en efectivo|dinero en efectivo|bienestar social|welfare', 'tanf'],
  [
    'medical|health insurance|health coverage|health care|healthcare|doctor|doctors|hospital|medical card|medi-cal|medical coverage|insurance card',
    'medicaid',
  ],
  [
    'seguro medico|seguro de salud|cobertura medica|atencion medica|salud|medico|doctor|hospital',
    'medicaid',
  ],
  [
    'kids insurance|kid insurance|children insurance|childrens insurance|insurance for my kids|insurance for my children|health insurance for kids|health insurance for my kids|child health|coverage for my kids|coverage for my children',
    'chip children',
  ],
  [
    'seguro para ninos|seguro para mis hijos|seguro de ninos|seguro medico para mis hijos|seguro para los ninos|cobertura para mis hijos',
    'chip ninos',
  ],
  ['pregnant|pregnancy|baby formula|formula|breastfeeding|newborn|infant|toddler|baby', 'wic'],
  ['embarazada|embarazo|formula para bebe|leche para bebe|lactancia|recien nacido|bebe', 'wic'],
  [
    'nursing home|long term care|long-term care|elderly|senior|seniors|over 65|disabled|disability medicaid|blind|ssi',
    'non-magi 65 disability',
  ],
  [
    'asilo|hogar de ancianos|cuidado a largo plazo|mayores de 65|tercera edad|discapacidad|ciego',
    'non-magi 65 discapacidad',
  ],
  ['magi|expansion medicaid|adult medicaid', 'medicaid magi'],
  [
    'check stub|check stubs|paycheck stub|paycheck stubs|pay slip|payslip|paystub|paystubs|pay statement|earnings statement|wage stub|stub',
    'pay stub',
  ],
  [
    'talon de pago|talones de pago|talon de cheque|colilla|colillas|recibo de pago|recibo de sueldo|comprobante de pago|cheque de pago|stub',
    'talon de pago',
  ],
  ['w2|w 2|tax form|tax forms|tax return', 'w-2 tax'],
  [
    '1099|gig work|uber|lyft|doordash|instacart|side job|side hustle|freelance|contractor|cash job|under the table',
    'self-employment 1099',
  ],
  [
    'trabajo por cuenta propia|trabajo independiente|trabajo por mi cuenta|negocio propio|chambitas',
    'cuenta propia 1099',
  ],
  [
    'id|id card|drivers license|driver license|license|passport|photo id|birth certificate|social security card|proof of identity|who i am',
    'identity',
  ],
  [
    'identificacion|licencia|licencia de manejar|pasaporte|acta de nacimiento|tarjeta de seguro social|quien soy',
    'identidad',
  ],
  ['proof|prove|show proof|paperwork|papers', 'documents'],
  ['comprobante|comprobantes|comprobar|demostrar|papeles|papeleo', 'documentos'],
  ['picture|photo|scan|take a photo|camera', 'upload'],
  ['foto|fotografia|escanear|subir|cargar', 'subir'],
  [
    'savings|money in the bank|bank balance|how much can i have|resources|property|car|how much money can i have|how much money can i keep',
    'assets',
  ],
  [
    'ahorros|dinero en el banco|bienes|recursos|propiedad|carro|cuanto dinero puedo tener|cuanto dinero puedo guardar',
    'bienes',
  ],
  ['look back|how far back|past months|last 12 months|how many months', 'lookback'],
  ['cuantos meses atras|meses atras|meses anteriores|periodo', 'meses'],
  ['renew|renewal|recertify|recert|redetermination|reapply|how often', 'recertification'],
  ['renovar|renovacion|recertificar|volver a solicitar|cada cuanto', 'recertificacion'],
  ['poverty line|poverty level|fpl|federal poverty', 'poverty level'],
  ['nivel de pobreza|linea de pobreza', 'pobreza'],
  [
    'hours|work hours|working hours|job hours|work rules|have to work|need to work|must work|abawd',
    'work requirement',
  ],
  [
    'horas de trabajo|horas|tengo que trabajar|debo trabajar|reglas de trabajo',
    'requisito trabajo',
  ],
  [
    'exempt|exemption|excused|dont have to work|do not have to work|cant work|cannot work|unable to work',
    'exemption',
  ],
  ['exento|exencion|no puedo trabajar|no tengo que trabajar', 'exencion'],
  [
    'side income|child support|alimony|pension|social security|unemployment|rent money|tips|cash tips',
    'income',
  ],
  ['sueldo|salario|pago|ganancias|propinas|manutencion', 'ingresos'],
  [
    'mileage|miles|gas money|driving for work|car expenses|work expenses|write off|deduct|deductions',
    'expenses mileage',
  ],
  [
    'millas|millaje|gasolina|gastos del carro|gastos de trabajo|deducir|deducciones',
    'gastos millaje',
  ],
  [
    'plaid|connect my bank|link my bank|connect bank|bank login|bank password|bank account|direct deposit',
    'bank linking',
  ],
  [
    'conectar mi banco|conectar banco|cuenta de banco|cuenta bancaria|contrasena del banco|deposito directo',
    'banco conectar',
  ],
  ['payroll|employer account|adp|workday|gusto', 'payroll'],
  ['nomina|cuenta del empleador', 'nomina'],
  ['safe|secure|privacy|private|who can see|share my information|sell my data|hack', 'privacy'],
  ['seguro mis datos|seguridad|privacidad|quien puede ver|compartir mi informacion', 'privacidad'],
  [
    'when will i hear|when will i know|wait|waiting|processing time|approved|approval|decision|what happens next|after i submit|after submitting|next steps|when will someone|hear back|look at my application|review my application',
    'after submission business days',
  ],
  [
    'cuando sabre|cuando me avisan|esperar|aprobado|aprobacion|decision|que pasa despues|despues de enviar|cuanto tiempo tarda la decision|cuando revisan|revisar mi solicitud',
    'despues envio dias habiles',
  ],
  [
    'denied|deny|appeal|fair hearing|unfair|discrimination|complaint|my rights|rights|denial|turned down|rejected',
    'rights hearing appeal denied',
  ],
  [
    'negado|negada|rechazado|rechazada|apelar|apelacion|audiencia|queja|discriminacion|mis derechos|derechos|niegan|negaron|niega|nieguen|rechazan',
    'derechos audiencia apelar',
  ],
  [
    'lie|lying|wrong information|penalty|perjury|fraud|report changes|moved|new job|false information',
    'responsibilities perjury',
  ],
  [
    'mentir|multa|perjurio|fraude|reportar cambios|me mude|trabajo nuevo|miento|informacion falsa',
    'responsabilidades perjurio',
  ],
  [
    'talk to a person|talk to someone|real person|human|agent|caseworker|case worker|phone number|call|email you|contact|customer service|help line|helpline|speak to someone|your hours|office hours|hours of operation|when are you open|are you open',
    'contact person phone',
  ],
  [
    'hablar con una persona|hablar con alguien|persona real|agente|trabajador social|numero de telefono|llamar|telefono|correo|contacto|servicio al cliente|linea de ayuda|horario|a que hora',
    'contacto persona telefono',
  ],
  [
    'log in|login|sign in|signin|logged out|kicked out|timed out|timeout|password|save my progress|come back later|lost my answers|my code|the code|sign in code|login code|email code',
    'sign in code saved',
  ],
  [
    'iniciar sesion|entrar|contrasena|guardar mi progreso|volver despues|se cerro la sesion|perdi mis respuestas|mi codigo|el codigo|codigo para entrar',
    'iniciar sesion codigo guardar',
  ],
  ['red flag|red flags|risk|warning|issues|problems found|high issue|flagged', 'risk check'],
  ['alerta|riesgo|advertencia|problemas', 'riesgo revision'],
  [
    'fix|fix a mistake|mistake|correct|wrong amount|change my answer|change an answer|edit|corregir|error|me equivoque|cambiar mi respuesta',
    'edit',
  ],
  ['how long|cuanto tiempo|cuanto tarda', 'days minutes seconds'],
  // 'How long can I get TANF?' asks for the time limit, not how long a step takes.
  [
    'how long can you get|how long can i get|how long can you stay|how long can i stay|how long can i receive|how long can you receive|how long can most recipients receive|por cuanto tiempo puedo recibir|cuanto tiempo puedo recibir',
    'time limit limite tiempo',
  ],
  ['fill out|fill in|to complete|to finish|llenar|completar|terminar', 'steps minutes'],
  ['word document|word file|word doc|docx|documento de word|archivo de word', 'doc docx'],
  [
    'before taxes|after taxes|gross|net pay|take home|antes de impuestos|despues de impuestos|bruto',
    'amount before taxes gross',
  ],
  ['chatbot|assistant|bot|ai help|ai', 'assistant'],
  // The other nine languages (decision 0861): everyday names of the programs -> the names the
  // articles keep as written (SNAP, Medicaid, TANF, WIC, CHIP).
  ['食品券|粮食券|食物券|食品救济|食物救济|EBT卡', 'snap'],
  ['医疗补助|医疗保险|医保|健康保险|看病', 'medicaid'],
  ['现金援助|现金补助|福利金|救济金', 'tanf'],
  ['婴儿奶粉|奶粉|母乳喂养', 'wic'],
  ['儿童医疗保险|儿童保险|儿童健康保险|孩子的保险', 'chip'],
  ['푸드스탬프|푸드 스탬프|식품 구매권|식료품 지원|식품 지원', 'snap'],
  ['메디케이드|의료 보험|의료보험|건강 보험|건강보험', 'medicaid'],
  ['현금 지원|현금 보조|생활 보조금|현금 보조금', 'tanf'],
  ['분유|모유 수유', 'wic'],
  ['어린이 건강 보험|어린이 보험|아이들 보험|자녀 보험', 'chip'],
  [
    'талоны на питание|продуктовые талоны|фудстемпы|фудстемп|продовольственная помощь|помощь с едой',
    'snap',
  ],
  ['медикейд|медицинская страховка|медстраховка|медицинское страхование', 'medicaid'],
  ['денежная помощь|денежное пособие|велфер', 'tanf'],
  ['детское питание|детская смесь|грудное вскармливание', 'wic'],
  ['страховка для детей|детская страховка|медицинская страховка для детей', 'chip'],
  ['كوبونات الطعام|قسائم الطعام|طوابع الطعام|مساعدة غذائية', 'snap'],
  ['التأمين الصحي|تأمين صحي|ميديكيد', 'medicaid'],
  ['مساعدة نقدية|معونة نقدية', 'tanf'],
  ['حليب الأطفال|الرضاعة الطبيعية', 'wic'],
  ['تأمين الأطفال|التأمين الصحي للأطفال', 'chip'],
  ['phiếu thực phẩm|tem phiếu|phiếu mua thực phẩm|trợ cấp thực phẩm', 'snap'],
  ['bảo hiểm y tế|bảo hiểm sức khỏe', 'medicaid'],
  ['trợ cấp tiền mặt|tiền trợ cấp', 'tanf'],
  ['sữa bột|cho con bú', 'wic'],
  ['bảo hiểm cho trẻ em|bảo hiểm trẻ em', 'chip'],
  ['tulong sa pagkain|selyo ng pagkain', 'snap'],
  ['segurong pangkalusugan|seguro sa kalusugan', 'medicaid'],
  ['tulong na pera|tulong pinansyal', 'tanf'],
  ['gatas ng sanggol|pagpapasuso', 'wic'],
  ['seguro ng mga bata|segurong pangkalusugan ng bata', 'chip'],
  ['koupon manje|kat manje|èd manje|asistans manje', 'snap'],
  ['asirans sante|asirans medikal', 'medicaid'],
  ['èd lajan|asistans lajan kach', 'tanf'],
  ['lèt bebe|bay tete', 'wic'],
  ['asirans pou timoun', 'chip'],
  ['coupons alimentaires|bons alimentaires|aide alimentaire|timbres alimentaires', 'snap'],
  ['assurance maladie|assurance santé|couverture médicale', 'medicaid'],
  ['aide en espèces|aide financière', 'tanf'],
  ['lait maternisé|lait pour bébé|allaitement', 'wic'],
  ['assurance pour mes enfants|assurance santé pour enfants', 'chip'],
  ['vale-alimentação|cupons de alimentos|selos de alimentos|ajuda alimentar|cartão ebt', 'snap'],
  ['seguro de saúde|plano de saúde|seguro saúde|cobertura médica', 'medicaid'],
  ['ajuda em dinheiro|assistência em dinheiro', 'tanf'],
  ['leite em pó|fórmula infantil|amamentação', 'wic'],
  ['seguro para meus filhos|seguro de saúde para crianças', 'chip'],
  // Expedited SNAP, the amount one gets, savings and applying, in the articles' words.
  [
    'срочную помощь snap|срочный snap|срочная помощь|срочную помощь|экстренный snap',
    'ускоренный срочный',
  ],
  ['snap العاجل|المساعدة العاجلة|مساعدة عاجلة', 'المعجل الطارئ'],
  ['可以领多少|能领多少|领多少|能拿多少|可以拿多少', '可能得到'],
  ['ekonomi|lajan sere|kòb sere', 'lajan sere resous'],
  ['đăng kí', 'đăng ký nộp đơn'],
  // 'How long can I get TANF?' asks the time limit (the English row above), in each language's
  // articles' words.
  ['可以领多久|能领多久|领多久|可以领多长时间|能领多长时间', '时间限制'],
  ['얼마 동안 받을 수|얼마나 오래 받을 수', '기간 제한'],
  ['как долго можно получать|сколько времени можно получать', 'ограничение по времени'],
  ['إلى متى يمكن|الى متى يمكن|إلى متى أستطيع', 'الحد الزمني'],
  [
    'có thể nhận tanf trong bao lâu|nhận tanf trong bao lâu|nhận trong bao lâu',
    'giới hạn thời gian',
  ],
  [
    'gaano katagal puwedeng makakuha|gaano katagal maaaring makakuha|gaano katagal makakakuha',
    'time limit',
  ],
  ['pandan konbyen tan ou ka jwenn|pandan konbyen tan mwen ka jwenn', 'limit tan'],
  [
    'pendant combien de temps peut-on recevoir|pendant combien de temps puis-je recevoir',
    'limite de temps',
  ],
  ['por quanto tempo se pode receber|por quanto tempo posso receber', 'limite de tempo'],
];

// Chinese and Korean phrases match inside a run of characters (no spaces, particles attached);
// the others as whole words.
const CJK = /[\p{Script=Han}\p{Script=Hangul}]/u;
const compiled = synonymTable.map(([phrases, expansion]) => ({
  patterns: phrases.split('|').map((phrase) => {
    const escaped = normalize(phrase).replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&');
    return CJK.test(phrase)
      ? new RegExp(`()${escaped}()`, 'u')
      : new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u');
  }),
  expansion,
}));

/**
 * The expansions a query triggers (each once), to be searched beside the query's own words.
 * A phrase inside a longer matched phrase gives way to it: 'your hours' (contact) wins over
 * 'hours' (work requirement).
 */
export function expandQuery(query: string): string[] {
  return expansionMatches(query).expansions;
}

/** The expansions a query triggers, and the words of the everyday phrases that triggered them. */
export function expansionMatches(query: string): { expansions: string[]; phraseWords: string[] } {
  const text = normalize(query);
  const matches: { start: number; end: number; expansion: string }[] = [];
  for (const { patterns, expansion } of compiled) {
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      const start = match.index + match[1]!.length;
      matches.push({
        start,
        end: start + match[0].length - match[1]!.length - match[2]!.length,
        expansion,
      });
    }
  }
  const kept = matches.filter(
    (m) =>
      !matches.some(
        (other) =>
          other.expansion !== m.expansion &&
          other.start <= m.start &&
          other.end >= m.end &&
          other.end - other.start > m.end - m.start,
      ),
  );
  return {
    expansions: [...new Set(kept.map((m) => m.expansion))],
    phraseWords: kept.flatMap((m) => words(text.slice(m.start, m.end))),
  };
}
