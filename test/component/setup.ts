// What Mantine needs of a browser that happy-dom leaves out: `document.fonts`, which an
// autosized textarea listens to. (happy-dom has matchMedia, ResizeObserver and
// scrollIntoView, the shims Mantine's testing guide adds for jsdom.) No font ever loads here.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
