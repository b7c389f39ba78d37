import type { Ref } from 'react';

/**
 * The sandbox that makes embeds ad-free: scripts and same-origin storage (players need both),
 * forms and presentation, but no pop-ups and no top navigation.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-presentation';
export const EMBED_ALLOW = 'autoplay; fullscreen; encrypted-media; picture-in-picture';

interface PlayerFrameProps {
  src: string;
  title: string;
  sandboxed: boolean;
  className?: string;
  ref?: Ref<HTMLIFrameElement>;
  onLoad?: () => void;
}

export function PlayerFrame({ src, title, sandboxed, className, ref, onLoad }: PlayerFrameProps) {
  return (
    <iframe
      ref={ref}
      key={src}
      className={className}
      src={src}
      title={title}
      sandbox={sandboxed ? EMBED_SANDBOX : undefined}
      allow={EMBED_ALLOW}
      allowFullScreen
      referrerPolicy="origin"
      onLoad={onLoad}
    />
  );
}
