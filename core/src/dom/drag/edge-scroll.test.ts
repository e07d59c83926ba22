/** @jest-environment jsdom */
import { dragHandleProps, markedAt, type HandlePointerEvent } from './drag-handle';
import { edgeScroll } from './edge-scroll';

// frames run one by one by the test
let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  window.requestAnimationFrame = (callback) => frames.push(callback);
  window.cancelAnimationFrame = (id) => {
    frames[id - 1] = () => undefined;
  };
});
const nextFrame = () => {
  const callback = frames.shift();
  callback?.(0);
  return callback !== undefined;
};

/** A box from 100 to 500 px on screen holding 2 000 px of rows. */
function box(scrollTop = 0) {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ top: 100, bottom: 500 }) as DOMRect;
  let top = scrollTop;
  Object.defineProperty(element, 'scrollTop', {
    get: () => top,
    set: (value: number) => {
      top = Math.max(0, Math.min(1600, value));
    },
  });
  document.body.append(element);
  return element;
}

describe('edgeScroll', () => {
  it('scrolls down each frame while the pointer stays near the bottom, and says so', () => {
    const element = box();
    const scrolled = jest.fn();
    const scroll = edgeScroll({ element });
    scroll.follow(500, scrolled);
    nextFrame();
    nextFrame();
    expect(element.scrollTop).toBe(40);
    expect(scrolled).toHaveBeenCalledTimes(2);
    // the pointer back in the middle: it stops
    scroll.follow(300, scrolled);
    nextFrame();
    expect(frames).toHaveLength(0);
    expect(element.scrollTop).toBe(40);
  });

  it('scrolls up near the top edge, under a sticky header, and stops at the start', () => {
    const element = box(15);
    const scroll = edgeScroll({ element, top: 140 });
    // 140 px: the header's bottom is the edge; 150 px is inside its zone
    scroll.follow(140, () => undefined);
    nextFrame();
    expect(element.scrollTop).toBe(0);
    // a frame finds it at the start and asks for no more
    nextFrame();
    expect(frames).toHaveLength(0);
  });

  it('stops when the drag ends', () => {
    const element = box();
    const scroll = edgeScroll({ element });
    scroll.follow(499, () => undefined);
    scroll.stop();
    nextFrame();
    expect(element.scrollTop).toBe(0);
  });
});

describe('dragHandleProps with a scroll box', () => {
  it('scrolls the box while the pointer is near its edge, looks up the target after each step and stops on release', () => {
    const element = box();
    const rows = ['a', 'b'].map((id) => {
      const row = document.createElement('p');
      row.setAttribute('data-row', id);
      element.append(row);
      return row;
    });
    // the rows move under the still pointer as the box scrolls
    document.elementFromPoint = () => (element.scrollTop > 0 ? rows[1]! : rows[0]!);
    const over = jest.fn();
    let active = false;
    const handle = document.createElement('span');
    handle.setPointerCapture = jest.fn();
    const props = dragHandleProps<string>({
      active: () => active,
      targetAt: (point) => markedAt(point, 'data-row', element),
      start: () => (active = true),
      over,
      release: () => (active = false),
      cancel: () => (active = false),
      scroller: () => ({ element }),
    });
    const at = (y: number): HandlePointerEvent => ({
      pointerId: 1,
      button: 0,
      clientX: 10,
      clientY: y,
      currentTarget: handle,
    });
    props.onPointerDown(at(300));
    props.onPointerMove(at(495));
    expect(over).toHaveBeenLastCalledWith('a');
    nextFrame();
    expect(element.scrollTop).toBeGreaterThan(0);
    expect(over).toHaveBeenLastCalledWith('b');
    props.onPointerUp();
    const scrolled = element.scrollTop;
    while (nextFrame());
    expect(element.scrollTop).toBe(scrolled);
  });
});
