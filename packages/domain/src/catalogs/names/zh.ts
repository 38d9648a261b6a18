import type { BenefitId } from '../benefits.js';
import type { NamedText } from '../namedText.js';

// Simplified Chinese names of the programs and income categories (docs/glossary/zh.json).
export const benefitTextsZh: Readonly<Record<BenefitId, NamedText>> = {
  'medicaid-magi': {
    name: 'Medicaid（按收入）',
    description: '为低收入的成人、儿童和家庭提供免费或低价的医疗保险。',
  },
  snap: {
    name: 'SNAP（食品援助）',
    description: '每月把钱存进一张卡，用来在商店和市场买食物。',
  },
  tanf: {
    name: 'TANF（现金援助）',
    description: '为有孩子的家庭提供现金帮助，让他们在工作时也能付账单。',
  },
  wic: {
    name: 'WIC',
    description: '健康食物和喂养宝宝的帮助。适合孕妇、新手父母和 5 岁以下的孩子。',
  },
  chip: {
    name: 'CHIP',
    description: '为家庭收入超过 Medicaid 标准的儿童和青少年提供低价医疗保险。',
  },
  'medicaid-non-magi': {
    name: 'Medicaid（65 岁以上、失明或残疾）',
    description: '为 65 岁或以上、失明或有残疾的人提供医疗保险。',
  },
};

/** Keyed by income category id (SPEC 9's 22 categories). */
export const incomeCategoryTextsZh: Readonly<Record<number, NamedText>> = {
  1: { name: '工资、薪水和小费', description: '工作得到的钱：工资、薪水、小费、加班费和奖金。' },
  2: {
    name: '自雇收入',
    description: '来自您自己的生意、零工、自由职业或合同工（1099）的钱。',
  },
  3: {
    name: '社会安全福利',
    description: '社会安全局的退休金、遗属金或残障金（SSDI），以及 SSI。',
  },
  4: { name: '失业救济金', description: '您所在州发的失业金。' },
  5: { name: '出租收入', description: '别人为租您的房子、公寓、房间或土地付给您的房租。' },
  6: { name: '养老金和退休收入', description: '来自养老金、年金、401(k) 或 IRA 的钱。' },
  7: {
    name: '残疾福利',
    description: '不是来自社会安全局的残疾金，例如工伤赔偿或私人保险。',
  },
  8: { name: '退伍军人福利', description: 'VA 养老金、VA 残疾金或其他 VA 的钱。' },
  9: { name: '投资收入', description: '您的股票或其他投资付给您的钱。' },
  10: { name: '赡养费', description: '前配偶付给您的生活费。' },
  11: { name: '学生资助', description: '上学用的奖学金、助学金或勤工俭学的钱。' },
  12: { name: '寄养费', description: '您照顾寄养儿童得到的钱。' },
  13: { name: '部落付款', description: '部落付给您的人均款或其他钱。' },
  16: { name: '子女抚养费', description: '别人为一个孩子付给您的抚养费。' },
  18: { name: '遗产', description: '您从去世的人那里得到的钱或财产。' },
  19: { name: '保险赔付', description: '保险公司付给您的钱。' },
  20: { name: '法律和解金', description: '来自诉讼或法院案件的钱。' },
  21: { name: '彩票和赌博奖金', description: '您从彩票、赌场或其他赌博中赢的钱。' },
  22: {
    name: '加密货币收入',
    description: '来自加密货币的钱：挖矿、质押奖励或用加密货币收到的付款。',
  },
  23: { name: '资本利得', description: '卖股票、房产或您拥有的其他东西赚到的钱。' },
  24: { name: '应税利息', description: '银行账户、定期存单（CD）或债券的利息。' },
  15: { name: '其他收入', description: '您常常收到的其他钱，例如家人的帮助。' },
};
