import type { BenefitId } from '../benefits.js';
import type { NamedText } from '../namedText.js';

// Vietnamese names of the programs and income categories (docs/glossary/vi.json).
export const benefitTextsVi: Readonly<Record<BenefitId, NamedText>> = {
  'medicaid-magi': {
    name: 'Medicaid (dựa trên thu nhập)',
    description:
      'Bảo hiểm sức khỏe miễn phí hoặc giá thấp cho người lớn, trẻ em và gia đình có thu nhập thấp.',
  },
  snap: {
    name: 'SNAP (Trợ giúp thực phẩm)',
    description: 'Tiền mỗi tháng trên một thẻ để mua thực phẩm ở cửa hàng và chợ.',
  },
  tanf: {
    name: 'TANF (Trợ giúp tiền mặt)',
    description: 'Tiền mặt giúp gia đình có con trong khi họ đi làm để tự trả các hóa đơn.',
  },
  wic: {
    name: 'WIC',
    description:
      'Thực phẩm lành mạnh và giúp đỡ nuôi con. Dành cho người mang thai, cha mẹ mới sinh con và trẻ em dưới 5 tuổi.',
  },
  chip: {
    name: 'CHIP',
    description:
      'Bảo hiểm sức khỏe giá thấp cho trẻ em và thiếu niên trong gia đình có thu nhập quá cao để nhận Medicaid.',
  },
  'medicaid-non-magi': {
    name: 'Medicaid (65+, khiếm thị hoặc khuyết tật)',
    description:
      'Bảo hiểm sức khỏe cho người từ 65 tuổi trở lên, người khiếm thị hoặc có khuyết tật.',
  },
};

/** Keyed by income category id (SPEC 9's 22 categories). */
export const incomeCategoryTextsVi: Readonly<Record<number, NamedText>> = {
  1: {
    name: 'Tiền lương, tiền công, tiền boa',
    description: 'Tiền từ công việc: séc lương, lương, tiền boa, tiền làm thêm giờ và tiền thưởng.',
  },
  2: {
    name: 'Thu nhập tự làm chủ',
    description:
      'Tiền từ doanh nghiệp riêng, việc làm qua ứng dụng, việc tự do hoặc theo hợp đồng (1099).',
  },
  3: {
    name: 'Phúc lợi An Sinh Xã Hội',
    description:
      'Tiền An Sinh Xã Hội khi nghỉ hưu, cho người còn sống hoặc khuyết tật (SSDI), và SSI.',
  },
  4: { name: 'Trợ cấp thất nghiệp', description: 'Tiền thất nghiệp từ tiểu bang của bạn.' },
  5: {
    name: 'Thu nhập cho thuê',
    description: 'Tiền thuê người khác trả cho bạn để thuê nhà, căn hộ, phòng hoặc đất.',
  },
  6: {
    name: 'Lương hưu và thu nhập hưu trí',
    description: 'Tiền từ lương hưu, niên kim, 401(k) hoặc IRA.',
  },
  7: {
    name: 'Phúc lợi khuyết tật',
    description:
      'Tiền khuyết tật không phải từ An Sinh Xã Hội, như bồi thường lao động hoặc bảo hiểm tư.',
  },
  8: {
    name: 'Phúc lợi cựu chiến binh',
    description: 'Lương hưu VA, tiền khuyết tật VA hoặc tiền khác từ VA.',
  },
  9: {
    name: 'Thu nhập đầu tư',
    description: 'Tiền mà cổ phiếu hoặc khoản đầu tư khác trả cho bạn.',
  },
  10: {
    name: 'Tiền cấp dưỡng vợ/chồng',
    description: 'Tiền cấp dưỡng mà vợ hoặc chồng cũ trả cho bạn.',
  },
  11: {
    name: 'Hỗ trợ sinh viên',
    description: 'Học bổng, trợ cấp hoặc tiền vừa học vừa làm để đi học.',
  },
  12: {
    name: 'Tiền nuôi con nuôi tạm',
    description: 'Tiền bạn nhận để chăm sóc một trẻ nuôi tạm (foster).',
  },
  13: {
    name: 'Tiền từ bộ lạc',
    description: 'Tiền chia theo đầu người hoặc tiền khác mà bộ lạc trả cho bạn.',
  },
  16: {
    name: 'Tiền cấp dưỡng con',
    description: 'Tiền cấp dưỡng con người khác trả cho bạn để nuôi một đứa con.',
  },
  18: { name: 'Tiền thừa kế', description: 'Tiền hoặc tài sản bạn nhận từ người đã mất.' },
  19: { name: 'Tiền bảo hiểm', description: 'Tiền một công ty bảo hiểm trả cho bạn.' },
  20: { name: 'Tiền dàn xếp pháp lý', description: 'Tiền từ một vụ kiện hoặc vụ án tại tòa.' },
  21: {
    name: 'Tiền trúng xổ số và cờ bạc',
    description: 'Tiền bạn thắng từ xổ số, sòng bạc hoặc cá cược khác.',
  },
  22: {
    name: 'Thu nhập tiền mã hóa',
    description: 'Tiền từ tiền mã hóa: đào, thưởng staking hoặc được trả bằng tiền mã hóa.',
  },
  23: {
    name: 'Lãi vốn',
    description: 'Tiền lời khi bán cổ phiếu, nhà đất hoặc đồ khác bạn sở hữu.',
  },
  24: {
    name: 'Tiền lãi chịu thuế',
    description: 'Tiền lãi từ tài khoản ngân hàng, chứng chỉ tiền gửi (CD) hoặc trái phiếu.',
  },
  15: { name: 'Thu nhập khác', description: 'Tiền khác bạn thường nhận, như tiền gia đình giúp.' },
};
