import { fillWatermarkText } from '.';
import { watermarkTextLines } from './internal';

const user = {
  userName: '张三',
  jobNum: 'E-001',
  mobile: '13800000000',
  email: 'zhang@example.com',
  loginId: 'zhangsan',
  department: '研发部',
  secondDepartment: '平台组',
};
// 2024-03-05 09:07 local time
const now = new Date(2024, 2, 5, 9, 7, 30);

describe('fillWatermarkText (spec 3 placeholders)', () => {
  it.each([
    ['{userName}', '张三'],
    ['{jobNum}', 'E-001'],
    ['{mobile}', '13800000000'],
    ['{email}', 'zhang@example.com'],
    ['{loginId}', 'zhangsan'],
    ['{department}', '研发部'],
    ['{secondDepartment}', '平台组'],
    ['{date}', '2024-03-05'],
    ['{time}', '09:07'],
    ['{userName}-{jobNum} {date} {time}', '张三-E-001 2024-03-05 09:07'],
    ['{userName}{userName}', '张三张三'],
    ['plain text', 'plain text'],
  ])('fills %p', (template, expected) => {
    expect(fillWatermarkText(template, user, now)).toBe(expected);
  });

  it('leaves unknown placeholders as written', () => {
    expect(fillWatermarkText('{userName} {company} {toString} {__proto__} {}', user, now)).toBe(
      '张三 {company} {toString} {__proto__} {}',
    );
  });

  it('gives empty text for a field the user lacks, or that is not text', () => {
    expect(fillWatermarkText('[{email}][{mobile}]', { userName: 'a', mobile: null }, now)).toBe('[][]');
    expect(fillWatermarkText('[{jobNum}]', { jobNum: 42 }, now)).toBe('[42]');
    expect(fillWatermarkText('[{jobNum}]', { jobNum: { toString: () => 'x' } } as never, now)).toBe('[]');
    expect(fillWatermarkText('[{userName}]', null, now)).toBe('[]');
  });

  it('takes a timestamp as well as a Date', () => {
    expect(fillWatermarkText('{date} {time}', user, now.getTime())).toBe('2024-03-05 09:07');
  });

  it('pads the time to two digits around midnight', () => {
    expect(fillWatermarkText('{time}', user, new Date(2024, 0, 1, 0, 5))).toBe('00:05');
  });
});

describe('watermarkTextLines', () => {
  it('splits on real and escaped line breaks and drops blank lines', () => {
    expect(watermarkTextLines('a\nb\r\n\n c \\nd')).toEqual(['a', 'b', 'c', 'd']);
    expect(watermarkTextLines('   ')).toEqual([]);
  });
});
