import { afterEach, describe, expect, it } from 'vitest';
import { learningText, transcriptText } from '@shared/highlights/moment';
import { passageFromRange, passageFromSelection, type RangeEnds } from './selection-offsets';

/**
 * A report's highlightable pieces as the report page marks them, and selections in them: the offsets
 * must be those of the part texts of src/shared/highlights/moment.ts, whatever inline elements the
 * pieces hold.
 */

const turns = [
  { speaker: 'Ada', start: 0, end: 5, text: 'Hello there.' },
  { speaker: 'Ben', start: 5, end: 9, text: 'General remarks follow.' },
];
const learning = { title: 'Bees like roofs', detail: 'Warm air helps the hive.' };

function mount() {
  document.body.innerHTML = `
    <p id="outside">Before the report.</p>
    <div data-hl-part="summary" data-hl-index="0" data-hl-base="0"><div>
      <p id="s1">First <em>bold</em> paragraph.</p>
      <ul><li id="s2">An item</li></ul>
    </div></div>
    <h3 id="title" data-hl-part="learning" data-hl-index="2" data-hl-base="0">${learning.title}</h3>
    <p id="detail" data-hl-part="learning" data-hl-index="2" data-hl-base="${learning.title.length + 1}">Warm air <mark data-highlight-id="x">helps</mark> the hive.</p>
    <ol>
      <li><span>0:00</span><p id="t0" data-hl-part="transcript" data-hl-index="0" data-hl-base="0">${turns[0]?.text}</p></li>
      <li><span>0:05</span><p id="t1" data-hl-part="transcript" data-hl-index="1" data-hl-base="13">General <span>remarks</span> follow.</p></li>
    </ol>`;
}

const byId = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
};
const text = (id: string, index = 0) => {
  const node = [...byId(id).childNodes].filter((n) => n.nodeType === Node.TEXT_NODE)[index];
  if (!node) throw new Error(`no text ${index} in #${id}`);
  return node;
};
const range = (
  startContainer: Node,
  startOffset: number,
  endContainer: Node,
  endOffset: number,
): RangeEnds => ({
  startContainer,
  startOffset,
  endContainer,
  endOffset,
});

afterEach(() => {
  document.body.innerHTML = '';
  window.getSelection()?.removeAllRanges();
});

describe('passageFromRange', () => {
  it('measures a transcript selection in the turns joined by line breaks', () => {
    mount();
    const whole = transcriptText(turns);
    const passage = passageFromRange(range(text('t0'), 6, text('t0'), 12));
    expect(passage).toMatchObject({ part: 'transcript', partIndex: 0, text: 'there.' });
    expect(whole.slice(passage?.textStart, passage?.textEnd)).toBe('there.');
  });

  it('counts through inline elements and keeps a selection across two turns', () => {
    mount();
    const whole = transcriptText(turns);
    const remarks = byId('t1').querySelector('span')?.firstChild as Node;
    const passage = passageFromRange(range(text('t0'), 6, remarks, 7));
    expect(passage).toMatchObject({ part: 'transcript', partIndex: 0, text: 'there.\nGeneral remarks' });
    expect(whole.slice(passage?.textStart, passage?.textEnd)).toBe('there.\nGeneral remarks');
  });

  it('measures a learning from its title into its detail as title, line break, detail', () => {
    mount();
    const all = learningText(learning);
    const helps = byId('detail').querySelector('mark')?.firstChild as Node;
    const passage = passageFromRange(range(text('title'), 5, helps, 5));
    expect(passage).toMatchObject({ part: 'learning', partIndex: 2, text: 'like roofs\nWarm air helps' });
    expect(all.slice(passage?.textStart, passage?.textEnd)).toBe('like roofs\nWarm air helps');
  });

  it('takes element boundary points (a whole paragraph selected)', () => {
    mount();
    const summary = byId('s1').closest('[data-hl-part]') as HTMLElement;
    const paragraph = byId('s1');
    const passage = passageFromRange(range(paragraph, 0, paragraph, paragraph.childNodes.length));
    expect(passage?.text).toBe('First bold paragraph.');
    expect(summary.textContent?.slice(passage?.textStart, passage?.textEnd)).toBe('First bold paragraph.');
  });

  it('leaves out spaces at the ends', () => {
    mount();
    const passage = passageFromRange(range(text('t1'), 7, text('t1', 1), 1));
    expect(passage?.text).toBe('remarks');
  });

  it('starts a selection that began outside the report at the piece it reached', () => {
    mount();
    const passage = passageFromRange(range(text('outside'), 3, text('t0'), 5));
    expect(passage).toMatchObject({ part: 'transcript', textStart: 0, textEnd: 5, text: 'Hello' });
  });

  it('ends a selection that runs out of a learning at that learning', () => {
    mount();
    const passage = passageFromRange(range(text('title'), 10, text('t0'), 5));
    expect(passage).toMatchObject({ part: 'learning', partIndex: 2, text: 'roofs' });
  });

  it('finds nothing outside the report, and nothing in an empty selection', () => {
    mount();
    expect(passageFromRange(range(text('outside'), 0, text('outside'), 6))).toBeNull();
    expect(passageFromRange(range(text('t0'), 5, text('t0'), 6))).toBeNull();
    expect(passageFromSelection(window.getSelection())).toBeNull();
  });

  it('reads the document selection', () => {
    mount();
    const selection = window.getSelection();
    const r = document.createRange();
    r.setStart(text('t0'), 0);
    r.setEnd(text('t0'), 5);
    selection?.removeAllRanges();
    selection?.addRange(r);
    expect(passageFromSelection(selection)).toMatchObject({ part: 'transcript', text: 'Hello' });
  });
});
