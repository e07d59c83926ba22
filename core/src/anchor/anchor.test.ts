import { SimulatedClock, createActor } from 'xstate';
import { connectEnv } from '../shared/connect';
import {
  ANCHOR_DRAG_END_DELAY_MS,
  ANCHOR_MASK_WIDTH,
  ANCHOR_SCROLL_PAUSE_MS,
  activeAnchor,
  anchorLinksFrom,
  anchorMachine,
  anchorTexts,
  connectAnchor,
  dropAnchorLink,
  filterAnchorLinks,
  mergeAnchorLinks,
  moveAnchorLink,
  type AnchorEmitted,
  type AnchorLink,
} from '.';

const sections = [
  { id: 'a', top: 0 },
  { id: 'b', top: 500 },
  { id: 'c', top: 1200 },
];

describe('activeAnchor (spec 9: scroll accuracy 10 px)', () => {
  it.each([
    [0, {}, 'a'],
    [489, {}, 'a'],
    [490, {}, 'b'], // 490 + 10 reaches b's top
    [1189, {}, 'b'],
    [1190, {}, 'c'],
    [99_999, {}, 'c'],
    [480, { offset: 10 }, 'b'],
    [495, { accuracy: 0 }, 'a'],
    [500, { accuracy: 0 }, 'b'],
  ] as const)('at scrollTop %d with %j the active section is %s', (scrollTop, options, expected) => {
    expect(activeAnchor(sections, scrollTop, options)).toBe(expected);
  });

  it('is null above the first section and with no sections', () => {
    expect(activeAnchor([{ id: 'a', top: 300 }], 0)).toBeNull();
    expect(activeAnchor([{ id: 'a', top: 300 }], 289)).toBeNull();
    expect(activeAnchor([{ id: 'a', top: 300 }], 290)).toBe('a');
    expect(activeAnchor([], 100)).toBeNull();
  });
});

const links: AnchorLink[] = [
  { id: 'intro', title: 'Introduction' },
  { id: 'usage', title: 'Usage' },
  { id: 'api', title: 'API reference' },
  { id: 'faq', title: '常见问题' },
];
const ids = (list: readonly AnchorLink[]) => list.map((l) => l.id);

describe('anchor list rules', () => {
  it('filters by title, ignoring case and spaces', () => {
    expect(ids(filterAnchorLinks(links, '  usA '))).toEqual(['usage']);
    expect(ids(filterAnchorLinks(links, 'N'))).toEqual(['intro', 'api']);
    expect(ids(filterAnchorLinks(links, '问题'))).toEqual(['faq']);
    expect(ids(filterAnchorLinks(links, ''))).toEqual(ids(links));
    expect(filterAnchorLinks(links, 'zzz')).toEqual([]);
  });

  it('drops a dragged link before the one it is over, or at the end', () => {
    expect(ids(dropAnchorLink(links, 'faq', 'intro'))).toEqual(['faq', 'intro', 'usage', 'api']);
    expect(ids(dropAnchorLink(links, 'intro', 'api'))).toEqual(['usage', 'intro', 'api', 'faq']);
    expect(ids(dropAnchorLink(links, 'intro', null))).toEqual(['usage', 'api', 'faq', 'intro']);
    expect(ids(dropAnchorLink(links, 'intro', 'intro'))).toEqual(ids(links));
    expect(ids(dropAnchorLink(links, 'nope', 'intro'))).toEqual(ids(links));
  });

  it('moves a link one place, not past either end', () => {
    expect(ids(moveAnchorLink(links, 'usage', -1))).toEqual(['usage', 'intro', 'api', 'faq']);
    expect(ids(moveAnchorLink(links, 'usage', 1))).toEqual(['intro', 'api', 'usage', 'faq']);
    expect(ids(moveAnchorLink(links, 'intro', -1))).toEqual(ids(links));
    expect(ids(moveAnchorLink(links, 'faq', 1))).toEqual(ids(links));
  });

  it('merges retitled links into the user order, new ones last, missing ones dropped', () => {
    const next = [
      { id: 'api', title: '接口' },
      { id: 'intro', title: '概述' },
      { id: 'new', title: 'New' },
    ];
    expect(mergeAnchorLinks(moveAnchorLink(links, 'api', -1), next)).toEqual([
      { id: 'intro', title: '概述' },
      { id: 'api', title: '接口' },
      { id: 'new', title: 'New' },
    ]);
  });

  it('keeps only well-formed links with unique ids', () => {
    expect(
      anchorLinksFrom([
        { id: 'a', title: 'A' },
        { id: 'a', title: 'again' },
        { id: '', title: 'x' },
        null,
        { id: 2 },
      ]),
    ).toEqual([{ id: 'a', title: 'A' }]);
    expect(anchorLinksFrom('nope')).toEqual([]);
  });
});

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(anchorMachine, { clock, input: { links } });
  const emitted: AnchorEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const env = connectEnv(anchorTexts, 'en_US', 'desktop');
  const view = () => connectAnchor(actor.getSnapshot(), actor.send, env);
  return { actor, clock, emitted, view };
}

const page = [
  { id: 'intro', top: 0 },
  { id: 'usage', top: 800 },
  { id: 'api', top: 1600 },
  { id: 'faq', top: 2400 },
];

describe('anchorMachine (spec 4, 9)', () => {
  it('follows scrolling with the 10 px accuracy', () => {
    const { view } = start();
    expect(view().activeId).toBeNull();
    view().scroll(page, 0);
    expect(view().activeId).toBe('intro');
    view().scroll(page, 795);
    expect(view().activeId).toBe('usage');
    expect(view().links.find((l) => l.active)?.id).toBe('usage');
    expect(view().activeTitle).toBe('Usage');
  });

  it('a click activates the link, asks to scroll there and pauses scroll-spy until scrolling is still for 60 ms', () => {
    const { view, clock, emitted } = start();
    view().scroll(page, 0);
    view()
      .links.find((l) => l.id === 'api')
      ?.select();
    expect(view().activeId).toBe('api');
    expect(emitted).toEqual([{ type: 'scrollTo', id: 'api' }]);
    // the smooth scroll passes over usage: ignored
    view().scroll(page, 900);
    clock.increment(ANCHOR_SCROLL_PAUSE_MS - 1);
    view().scroll(page, 1500);
    clock.increment(ANCHOR_SCROLL_PAUSE_MS - 1);
    expect(view().activeId).toBe('api');
    clock.increment(1);
    // still for 60 ms: scroll-spy follows again
    view().scroll(page, 2400);
    expect(view().activeId).toBe('faq');
  });

  it('collapses and expands', () => {
    const { view } = start();
    expect(view().collapsed).toBe(false);
    view().toggleCollapsed();
    expect(view().collapsed).toBe(true);
    view().toggleCollapsed();
    expect(view().collapsed).toBe(false);
  });

  it('opens the mobile menu with the 20 px mask; choosing a link closes it', () => {
    const { view } = start();
    expect(view().maskWidth).toBe(ANCHOR_MASK_WIDTH);
    view().openMenu();
    expect(view().menuOpen).toBe(true);
    view().closeMenu();
    expect(view().menuOpen).toBe(false);
    view().openMenu();
    view().links[1]?.select();
    expect(view().menuOpen).toBe(false);
    expect(view().activeId).toBe('usage');
  });

  it('search filters the links and says when nothing matches', () => {
    const { view } = start();
    view().search('api');
    expect(view().links.map((l) => l.id)).toEqual(['api']);
    expect(view().links[0]?.position).toBe(3);
    view().search('nothing');
    expect(view().links).toEqual([]);
    expect(view().empty).toBe(true);
    expect(view().texts.empty).toBe('No matching entry');
  });

  it('drag reorders, emits the order, and links stay unclickable for the 300 ms end delay', () => {
    const { view, clock, emitted } = start();
    view()
      .links.find((l) => l.id === 'faq')
      ?.dragStart();
    view()
      .links.find((l) => l.id === 'usage')
      ?.dragOver();
    expect(view().links.find((l) => l.id === 'faq')?.dragging).toBe(true);
    expect(view().links.find((l) => l.id === 'usage')?.over).toBe(true);
    view().drop();
    expect(view().links.map((l) => l.id)).toEqual(['intro', 'faq', 'usage', 'api']);
    expect(emitted).toEqual([{ type: 'reorder', ids: ['intro', 'faq', 'usage', 'api'] }]);
    expect(view().announcement).toBe('"常见问题" moved to position 2');
    // the click that ends a drag is not a navigation
    view().links[1]?.select();
    expect(view().activeId).toBeNull();
    clock.increment(ANCHOR_DRAG_END_DELAY_MS - 1);
    expect(view().dragging).toBe(true);
    clock.increment(1);
    expect(view().dragging).toBe(false);
    view().links[1]?.select();
    expect(view().activeId).toBe('faq');
  });

  it('a cancelled drag changes nothing', () => {
    const { view, emitted } = start();
    view().links[0]?.dragStart();
    view().links[2]?.dragOver();
    view().cancelDrag();
    expect(view().links.map((l) => l.id)).toEqual(ids(links));
    expect(view().dragging).toBe(false);
    expect(emitted).toEqual([]);
  });

  it('Alt+arrow moves a link one place (the keyboard way to reorder)', () => {
    const { view, emitted } = start();
    view().links[0]?.moveDown();
    expect(view().links.map((l) => l.id)).toEqual(['usage', 'intro', 'api', 'faq']);
    expect(view().links[0]?.canMoveUp).toBe(false);
    expect(view().links[3]?.canMoveDown).toBe(false);
    view().links[0]?.moveUp();
    expect(view().links.map((l) => l.id)).toEqual(['usage', 'intro', 'api', 'faq']);
    expect(emitted).toHaveLength(2);
    expect(view().links[1]?.keyDown({ key: 'ArrowUp', altKey: true })).toBe(true);
    expect(view().links.map((l) => l.id)).toEqual(['intro', 'usage', 'api', 'faq']);
    expect(view().links[0]?.keyDown({ key: 'ArrowDown', altKey: false })).toBe(false);
    expect(view().links[0]?.keyDown({ key: 'Enter', altKey: true })).toBe(false);
    expect(view().links.map((l) => l.id)).toEqual(['intro', 'usage', 'api', 'faq']);
  });

  it('gives the texts of the current locale', () => {
    const { actor } = start();
    const zh = connectAnchor(actor.getSnapshot(), actor.send, connectEnv(anchorTexts, 'zh_CN', 'mobile'));
    expect(zh.texts.search).toBe('搜索目录');
    expect(zh.links[0]).toMatchObject({ href: '#intro', testId: 'anchor-link-intro' });
  });
});
