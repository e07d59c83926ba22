import { INDEX_LETTERS, groupByIndexLetter, indexLetterOf, indexesByLetter } from './index-letter.logic';
import { nameInitial } from './index-letter.pinyin';

const letterOf = (name: string, person = true) => indexLetterOf(nameInitial(name, person));

describe('the A–Z index (issue 38)', () => {
  it.each([
    ['吴超', 'W'],
    ['陈超', 'C'],
    ['曾小贤', 'Z'],
    ['单田芳', 'S'],
    ['欧阳娜娜', 'O'],
    ['Alice', 'A'],
    ['bob', 'B'],
    [' 李雷', 'L'],
    ['123', '#'],
    ['_admin', '#'],
    ['', '#'],
  ])('indexes the person %p under %p', (name, letter) => {
    expect(letterOf(name)).toBe(letter);
  });

  it('reads an organisation by its words, not as a surname', () => {
    expect(letterOf('重庆分公司', false)).toBe('C');
    expect(letterOf('研发部', false)).toBe('Y');
  });

  it('groups in A–Z order then #, keeping the order within a letter and leaving empty letters out', () => {
    const names = ['吴超', '1号', 'Amy', '王五', '陈超', '安琪'];
    expect(groupByIndexLetter(names, (name) => nameInitial(name, true))).toEqual([
      { letter: 'A', items: ['Amy', '安琪'] },
      { letter: 'C', items: ['陈超'] },
      { letter: 'W', items: ['吴超', '王五'] },
      { letter: '#', items: ['1号'] },
    ]);
    expect(groupByIndexLetter([], () => 'a')).toEqual([]);
  });

  it("has 27 letters and indexes people and organisation pickers only, and not a search's answers", () => {
    expect(INDEX_LETTERS).toHaveLength(27);
    expect(INDEX_LETTERS.at(-1)).toBe('#');
    expect(['resource', 'department', 'subcompany'].every((type) => indexesByLetter(type))).toBe(true);
    expect(indexesByLetter('taskBrowser')).toBe(false);
    expect(indexesByLetter('resource', 'E1002')).toBe(false);
    expect(indexesByLetter('resource', '  ')).toBe(true);
  });
});
