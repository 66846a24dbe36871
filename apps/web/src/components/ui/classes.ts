// In the order of Mantine's own stylesheet: a part drawn with two components' classes (a Button is
// also an UnstyledButton, an Anchor a Text) resolves as Mantine's does.
import unstyledButton from './unstyled-button.module.css';
import paper from './paper.module.css';
import loader from './loader.module.css';
import actionIcon from './action-icon.module.css';
import group from './group.module.css';
import input from './input.module.css';
import alert from './alert.module.css';
import text from './text.module.css';
import anchor from './anchor.module.css';
import avatar from './avatar.module.css';
import badge from './badge.module.css';
import burger from './burger.module.css';
import button from './button.module.css';
import card from './card.module.css';
import container from './container.module.css';
import divider from './divider.module.css';
import grid from './grid.module.css';
import list from './list.module.css';
import simpleGrid from './simple-grid.module.css';
import skeleton from './skeleton.module.css';
import slider from './slider.module.css';
import stack from './stack.module.css';
import tabs from './tabs.module.css';
import themeIcon from './theme-icon.module.css';
import title from './title.module.css';
import visuallyHidden from './visually-hidden.module.css';

/** The class names of Mantine's components' parts, for the plain components drawn as them. */
export const classes = {
  unstyledButton,
  paper,
  loader,
  actionIcon,
  group,
  input,
  alert,
  text,
  anchor,
  avatar,
  badge,
  burger,
  button,
  card,
  container,
  divider,
  grid,
  list,
  simpleGrid,
  skeleton,
  slider,
  stack,
  tabs,
  themeIcon,
  title,
  visuallyHidden,
};
