/**
 * The class of fixed elements that a Mantine modal or drawer, which hides the page's scrollbar
 * while open, moves in by the scrollbar's width so they keep their place.
 */
export const SCROLLBAR_OFFSET_CLASS = 'right-scroll-bar-position';
