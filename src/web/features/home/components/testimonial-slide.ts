// A step is one slide, and a slide is 320 px wide (its 16 px gutter included) from
// 768 px up; below that one slide fills the view, so a step is one card. Shared by the loaded
// carousel and its placeholder, so swapping one for the other moves nothing.
export const SLIDE = 'min-w-0 shrink-0 grow-0 basis-full py-1 pl-4 md:basis-[320px]';
