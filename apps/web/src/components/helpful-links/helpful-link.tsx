import type { HelpfulLink } from '@boardready/contracts';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { RichLabel } from '@/components/ui/rich-label';
import { helpfulLinkKind } from './helpful-link-kind';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  link: HelpfulLink;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * In-app pages navigate in the app; anything else is an ordinary link opening in a new tab (PDFs,
 * ours too: the server sends them, not the router; other sites).
 * Other props (a menu item's role, keyboard handlers, ref) pass through to the anchor.
 */
export function HelpfulLinkAnchor({ link, children, ...rest }: Props) {
  const content = (
    <>
      <RichLabel markup={link.label} />
      {children}
    </>
  );
  if (helpfulLinkKind(link) === 'page') {
    return (
      <RouterLink to={link.link} {...rest}>
        {content}
      </RouterLink>
    );
  }
  return (
    <a href={link.link} target="_blank" rel="noopener noreferrer" {...rest}>
      {content}
    </a>
  );
}
