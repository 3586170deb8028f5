import { expect, type Page } from '@playwright/test';

// The layout check of the pseudo-language spec (issue 21): what a longer language would cut or pile up,
// measured in the page.

export type Findings = { clipped: string[]; overlapping: string[] };

/**
 * Every visible text of the page: cut by a box that hides its overflow (an ellipsis included) unless
 * a title shows it whole, or lying over another text by more than 2 px each way. A text running past
 * a box that scrolls (a table's scroll container) is not cut: it is there to scroll to; what the box
 * hides of it is left out of the overlap test.
 */
function findLayoutFaults(): Findings {
  const SLACK = 1;
  const OVERLAP = 2;
  type Box = { left: number; top: number; right: number; bottom: number };
  const describe = (text: string) => JSON.stringify(text.trim().replace(/\s+/g, ' ').slice(0, 60));
  const name = (element: Element) =>
    element.tagName.toLowerCase() +
    [...element.classList]
      .filter((c) => c.startsWith('mantine-') || !/^m_[0-9a-f]+$/.test(c))
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
  /** Hidden from sight on purpose: visually hidden text for screen readers. */
  const visuallyHidden = (element: Element) => {
    for (let el: Element | null = element; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  const paddingBox = (element: HTMLElement): Box => {
    const rect = element.getBoundingClientRect();
    const left = rect.left + element.clientLeft;
    const top = rect.top + element.clientTop;
    return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight };
  };
  const intersect = (a: Box, b: Box): Box | null => {
    const box = {
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    };
    return box.right - box.left > 0.5 && box.bottom - box.top > 0.5 ? box : null;
  };
  const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';

  const clipped = new Set<string>();
  /** Elements whose text was found cut already: not named twice. */
  const reported = new Set<Element>();
  const leaves: { node: Text; text: string; boxes: Box[] }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!text.trim() || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA'].includes(parent.tagName))
      continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (visuallyHidden(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes: Box[] = [];
    for (const rect of range.getClientRects()) {
      if (rect.width < 0.5 || rect.height < 0.5) continue;
      let shown: Box | null = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      let cutBy: Element | null = null;
      for (
        let el = parent as HTMLElement | null;
        el && el !== document.body && shown;
        el = el.parentElement
      ) {
        const style = getComputedStyle(el);
        const [x, y] = [style.overflowX, style.overflowY];
        if (x === 'visible' && y === 'visible') continue;
        const box = paddingBox(el);
        const outX = shown.left < box.left - SLACK || shown.right > box.right + SLACK;
        const outY = shown.top < box.top - SLACK || shown.bottom > box.bottom + SLACK;
        if (!cutBy && ((outX && hides(x)) || (outY && hides(y)))) cutBy = el;
        // What the box shows of the text: all of it along an axis it lets overflow.
        shown = intersect(shown, {
          left: x === 'visible' ? -Infinity : box.left,
          right: x === 'visible' ? Infinity : box.right,
          top: y === 'visible' ? -Infinity : box.top,
          bottom: y === 'visible' ? Infinity : box.bottom,
        });
      }
      // Wholly hidden (a folded section, a row scrolled out of its box): not shown, so not cut. So is
      // a text wholly left of the window (a drawer slid away); one past its right edge is lost.
      if (!shown || shown.right < 0) continue;
      if (!cutBy && (shown.left < -SLACK || shown.right > window.innerWidth + SLACK))
        cutBy = document.documentElement;
      if (cutBy) {
        const titled = parent.closest('[title]');
        reported.add(parent);
        if (!titled || !(titled.contains(cutBy) || cutBy.contains(titled)))
          clipped.add(`${describe(text)} cut by ${name(cutBy)} (${name(parent)})`);
      }
      boxes.push(shown);
    }
    if (boxes.length) leaves.push({ node, text, boxes });
  }

  // The same seen from the boxes, a second net: a box with an ellipsis or hidden overflow, text of its
  // own, and wider inside than out.
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    if (style.textOverflow !== 'ellipsis' && !hides(style.overflowX)) continue;
    if (element.scrollWidth <= element.clientWidth + SLACK) continue;
    const own = [...element.childNodes].some(
      (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
    );
    if (!own || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (reported.has(element) || visuallyHidden(element) || element.closest('[title]')) continue;
    clipped.add(`${describe(element.textContent ?? '')} cut by ${name(element)} (its own box)`);
  }

  const overlapping = new Set<string>();
  for (let i = 0; i < leaves.length; i++)
    for (let j = i + 1; j < leaves.length; j++) {
      const [a, b] = [leaves[i]!, leaves[j]!];
      const hit = a.boxes.some((p) =>
        b.boxes.some(
          (q) =>
            Math.min(p.right, q.right) - Math.max(p.left, q.left) > OVERLAP &&
            Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > OVERLAP,
        ),
      );
      if (hit)
        overlapping.add(
          `${describe(a.text)} (${name(a.node.parentElement!)}) over ${describe(b.text)} (${name(b.node.parentElement!)})`,
        );
    }
  return { clipped: [...clipped], overlapping: [...overlapping] };
}

/** The faults once the layout holds still at this width: the same measure twice in a row. */
export async function layoutFaults(page: Page): Promise<Findings> {
  let findings: Findings = { clipped: [], overlapping: [] };
  let previous = '';
  await expect
    .poll(async () => {
      findings = await page.evaluate(findLayoutFaults);
      const same = JSON.stringify(findings) === previous;
      previous = JSON.stringify(findings);
      return same;
    })
    .toBe(true);
  return findings;
}
