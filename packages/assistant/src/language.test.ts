// Language detection and the words of each script (decisions 0860, 0861): real phrasings, short
// and mixed ones, and no change for English and Spanish.
import { describe, expect, it } from 'vitest';
import { householdSizeIn } from './householdSize.js';
import { answerLanguage, detectLanguage, normalize, words } from './text.js';
import type { AssistantLanguage } from './types.js';

describe('detectLanguage', () => {
  it.each<[string, AssistantLanguage]>([
    // English and Spanish, as before
    ['How long does my application take?', 'en'],
    ['What is the income limit for SNAP?', 'en'],
    ['Can I get food stamps if I work part time?', 'en'],
    ['¿Qué es SNAP?', 'es'],
    ['cuanto tiempo tarda mi solicitud', 'es'],
    ['¿Quién puede solicitar Medicaid?', 'es'],
    // Scripts decide alone, also mixed with a program name
    ['SNAP是什么？', 'zh'],
    ['我怎么申请食品券？', 'zh'],
    ['SNAP 신청은 어떻게 하나요?', 'ko'],
    ['메디케이드 자격이 있나요?', 'ko'],
    ['Что такое SNAP?', 'ru'],
    ['Как подать заявление на Medicaid?', 'ru'],
    ['ما هو برنامج SNAP؟', 'ar'],
    ['كيف أقدم طلبا للحصول على Medicaid؟', 'ar'],
    // Latin-script languages by their letters and words
    ['SNAP là gì?', 'vi'],
    ['Làm sao để đăng ký Medicaid?', 'vi'],
    ['toi co the nhan SNAP khong', 'vi'],
    ['Ano ang SNAP?', 'tl'],
    ['Paano ako mag-apply para sa Medicaid?', 'tl'],
    ['Kisa SNAP ye?', 'ht'],
    ['Kijan mwen ka aplike pou Medicaid?', 'ht'],
    ["Qu'est-ce que SNAP ?", 'fr'],
    ['Comment faire une demande de Medicaid ?', 'fr'],
    ['Combien de temps pour recevoir une réponse ?', 'fr'],
    ['O que é o SNAP?', 'pt'],
    ['Como posso pedir o Medicaid?', 'pt'],
    ['Quem pode receber SNAP?', 'pt'],
  ])('%s -> %s', (message, language) => {
    expect(detectLanguage(message)).toBe(language);
  });

  it('cannot tell a bare program name or a number, so the page decides', () => {
    for (const message of ['SNAP?', 'WIC', '2,750', 'Medicaid CHIP']) {
      expect(detectLanguage(message)).toBeUndefined();
      expect(answerLanguage(message, 'ko')).toBe('ko');
      expect(answerLanguage(message, 'es')).toBe('es');
    }
  });

  it('lets the page break a tie it is part of, and only that', () => {
    // 'como' and 'solicitar' are Spanish and Portuguese alike.
    expect(detectLanguage('como solicitar')).toBeUndefined();
    expect(detectLanguage('como solicitar', 'pt')).toBe('pt');
    expect(detectLanguage('como solicitar', 'es')).toBe('es');
    expect(detectLanguage('como solicitar', 'fr')).toBeUndefined();
  });

  it('takes one English word on a page in another script, not on a Latin-script page', () => {
    expect(detectLanguage('income?', 'zh')).toBe('en');
    expect(detectLanguage('income?', 'es')).toBeUndefined();
  });

  it('answers a question in another language than the page in that language', () => {
    expect(answerLanguage('What is SNAP?', 'zh')).toBe('en');
    expect(answerLanguage('¿Qué es SNAP?', 'en')).toBe('es');
    expect(answerLanguage('SNAP是什么？', 'en')).toBe('zh');
  });
});

describe('words of each script', () => {
  it('folds accents people leave out (vi, fr, pt, es)', () => {
    expect(words('Đăng ký Medicaid')).toEqual(words('dang ky medicaid'));
    expect(words('Qu’est-ce que la prime?')).toEqual(['quest', 'ce', 'que', 'la', 'prime']);
    expect(words('Você não é elegível')).toEqual(['voce', 'nao', 'e', 'elegivel']);
    expect(normalize('Información')).toBe('informacion');
  });

  it('keeps Korean syllables whole (no jamo) and cuts particles and endings', () => {
    expect(normalize('한국어')).toBe('한국어');
    expect(words('SNAP은 무엇입니까?')).toEqual(['snap']);
    expect(words('신청하려면')).toEqual(['신청']);
    expect(words('소득을')).toEqual(['소득']);
    expect(words('메디케이드')).toEqual(['메디', '디케', '케이', '이드']);
  });

  it('cuts Chinese into bigrams around its function words', () => {
    expect(words('我怎么申请SNAP？')).toEqual(['申请', 'snap']);
    expect(words('收入限额是多少')).toEqual(['收入', '入限', '限额']);
  });

  it('reads Russian and Arabic words, Arabic without its vowel marks and alef forms', () => {
    expect(words('Что такое SNAP?')).toEqual(['что', 'такое', 'snap']);
    expect(normalize('أَهْلِيَّة')).toBe(normalize('اهليه'));
    expect(words('٣ أشخاص')).toEqual(['3', 'اشخاص']);
  });

  it('leaves English and Spanish words as they were', () => {
    expect(words("What's the $2,750 limit?")).toEqual(['whats', 'the', '2,750', 'limit']);
    expect(words('¿Cuánto tiempo tarda?')).toEqual(['cuanto', 'tiempo', 'tarda']);
  });
});

describe('household sizes in the other languages', () => {
  it.each<[string, number | undefined]>([
    ['三口之家领食品券的收入限额是多少？', 3],
    ['两口之家可以领多少食品券？', 2],
    ['一个人最多可以领多少 SNAP？', 1],
    ['3인 가족의 푸드스탬프 소득 한도는 얼마인가요?', 3],
    ['1인 가구의 소득 한도', 1],
    ['Какой лимит дохода для семьи из 3 человек?', 3],
    ['Сколько получит один человек?', 1],
    ['ما هو حد الدخل لأسرة من 3 أفراد؟', 3],
    ['كم ستحصل أسرة من فردين؟', 2],
    ['Giới hạn thu nhập cho gia đình 3 người', 3],
    ['Ano ang limitasyon para sa pamilyang may 4?', 4],
    ['Ki limit revni pou yon fanmi 3 moun?', 3],
    ['limite de revenu pour une famille de 3 personnes', 3],
    ['limite de renda para uma família de 3 pessoas', 3],
    ['What is the limit for a family of 4?', 4],
    // Number words of one language are not read in another ('nam' is five only in Vietnamese).
    ['Việt Nam', undefined],
    ['nombre de personnes', undefined],
  ])('%s -> %s', (question, size) => {
    expect(householdSizeIn(question)).toBe(size);
  });
});
