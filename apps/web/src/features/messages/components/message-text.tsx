import { Anchor } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { splitLinks } from '../../../lib/split-links';
import classes from './chat-window.module.css';

/** Message text with its addresses as links: this site's open in the app, others in a new tab. */
export function MessageText({ content }: { content: string }) {
  const parts = useMemo(() => splitLinks(content), [content]);
  return parts.map((part, index) => {
    if (part.kind === 'text') return <Fragment key={index}>{part.text}</Fragment>;
    if (part.path !== null) {
      return (
        <Anchor key={index} component={Link} to={part.path} className={classes.link} inherit>
          {part.text}
        </Anchor>
      );
    }
    return (
      <Anchor
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.link}
        inherit
      >
        {part.text}
      </Anchor>
    );
  });
}
