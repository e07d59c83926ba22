import { createMemoryStorage } from '../shared';
import { setLocale } from '../i18n';
import {
  boxArrow,
  layoutBoxView,
  boxWidthKey,
  clampBoxWidth,
  initialLayoutBoxes,
  resizeBox,
  SIDE_WIDTH,
  toggleBox,
} from './boxes.logic';
import { createRefreshBus, refreshTargetId } from './refresh.logic';

describe('layout boxes (spec 2.1, 4, 9)', () => {
  it('starts with a 200 wide side and everything shown', () => {
    const boxes = initialLayoutBoxes(createMemoryStorage(), 'main');
    expect(boxes.side).toMatchObject({ width: SIDE_WIDTH, hidden: false });
    expect(SIDE_WIDTH).toBe(200);
    expect(boxes.header.hidden).toBe(false);
    expect(boxes.footer.hidden).toBe(false);
  });

  it('persists widths under a per-box key and reads them back', () => {
    const storage = createMemoryStorage();
    const boxes = resizeBox(initialLayoutBoxes(storage, 'main'), 'side', 260, storage, 'main');
    expect(boxes.side.width).toBe(260);
    expect(storage.get(boxWidthKey('main', 'side'))).toBe('260');
    expect(boxWidthKey('main', 'side')).not.toBe(boxWidthKey('other', 'side'));
    expect(initialLayoutBoxes(storage, 'main').side.width).toBe(260);
    expect(initialLayoutBoxes(storage, 'other').side.width).toBe(200);
  });

  it.each([
    ['abc', 200],
    ['', 200],
    ['50', 120],
    ['9000', 500],
    ['333.6', 334],
  ])('reads a stored width %p as %p', (stored, width) => {
    const storage = createMemoryStorage({ [boxWidthKey('m', 'side')]: stored });
    expect(initialLayoutBoxes(storage, 'm').side.width).toBe(width);
  });

  it('labels the toggle by what it will do', () => {
    setLocale('en_US');
    const boxes = initialLayoutBoxes(createMemoryStorage(), 'm');
    expect(layoutBoxView(boxes.side)).toMatchObject({ arrow: 'left', toggleLabel: 'Collapse the side bar' });
    expect(layoutBoxView(toggleBox(boxes, 'side').side)).toMatchObject({
      arrow: 'right',
      toggleLabel: 'Expand the side bar',
    });
    setLocale('zh_CN');
  });

  it('clamps any width', () => {
    expect(clampBoxWidth({ minWidth: 10, maxWidth: 20 }, Number.NaN, 15)).toBe(15);
    expect(clampBoxWidth({}, 5, 1)).toBe(5);
  });

  it.each([
    ['side', false, 'left'],
    ['side', true, 'right'],
    ['header', false, 'up'],
    ['header', true, 'down'],
    ['footer', false, 'down'],
    ['footer', true, 'up'],
  ] as const)('%s hidden=%p shows a %s arrow', (type, hidden, arrow) => {
    let boxes = initialLayoutBoxes(createMemoryStorage(), 'm');
    if (hidden) boxes = toggleBox(boxes, type);
    expect(boxes[type].hidden).toBe(hidden);
    expect(boxArrow(boxes[type])).toBe(arrow);
  });
});

describe('refresh bus (spec 2.1)', () => {
  it('counts refreshes per module and per widget key plus type', () => {
    const bus = createRefreshBus();
    const listener = jest.fn();
    const stop = bus.subscribe(listener);
    bus.refresh({ kind: 'module', module: 'hrm' });
    bus.refresh({ kind: 'widget', key: 'w1', type: 'chart' });
    bus.refresh({ kind: 'widget', key: 'w1', type: 'chart' });
    expect(bus.version({ kind: 'module', module: 'hrm' })).toBe(1);
    expect(bus.version({ kind: 'widget', key: 'w1', type: 'chart' })).toBe(2);
    expect(bus.version({ kind: 'widget', key: 'w1', type: 'table' })).toBe(0);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    bus.refresh({ kind: 'module', module: 'hrm' });
    expect(listener).toHaveBeenCalledTimes(3);
    expect(refreshTargetId({ kind: 'module', module: 'x' })).not.toBe(
      refreshTargetId({ kind: 'widget', key: 'x', type: 'module' }),
    );
  });
});
