import clsx from 'clsx';
import { UsersRound } from 'lucide-react';
import type { SizeAdvice } from '@common/reviews/size-advice-contracts';
import { sizeAdviceSource } from '@common/reviews/size-advice';

/**
 * The size advice beside the sizes (issue 25): what buyers' reviews and size returns say about the
 * fit, and what it rests on. The size group names this element in its aria-describedby, so a screen
 * reader hears it on entering the sizes; the words carry the meaning, the icon only decorates.
 */
export function SizeAdviceNote({ id, advice, compact = false, className }: { id: string; advice: SizeAdvice; compact?: boolean; className?: string }) {
  return (
    <p
      id={id}
      data-verdict={advice.verdict}
      className={clsx(
        'flex items-start gap-2 rounded-lg border border-line bg-surface-muted text-fg',
        compact ? 'px-2.5 py-1.5 text-xs' : 'px-3 py-2 text-sm',
        className,
      )}
    >
      <UsersRound aria-hidden="true" className={clsx('shrink-0 text-muted', compact ? 'mt-px size-3.5' : 'mt-0.5 size-4')} />
      <span>
        <span className="font-medium">{advice.text}.</span> <span className="text-muted">{sizeAdviceSource(advice)}.</span>
      </span>
    </p>
  );
}
