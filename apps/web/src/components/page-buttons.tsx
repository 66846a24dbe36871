import { usePagination } from '@mantine/hooks';
import classes from './page-buttons.module.css';
import { classes as ui } from './ui/classes';

interface PageButtonsProps {
  total: number;
  /** The current page, from 1. */
  value: number;
  onChange: (page: number) => void;
}

const iconProps = { viewBox: '0 0 16 16', 'aria-hidden': true, className: classes.icon } as const;

/**
 * Previous, the pages around the current one with the first and last, and next: Mantine's
 * Pagination as it looks and reads, in the page's own code.
 */
export function PageButtons({ total, value, onChange }: PageButtonsProps) {
  const { range } = usePagination({ total, page: value });
  const control = (page: number, disabled = false) => ({
    type: 'button' as const,
    disabled,
    className: `${disabled ? '' : 'mantine-active '}${classes.button} ${ui.unstyledButton.root}`,
    onClick: () => onChange(page),
  });
  return (
    <div className={classes.root}>
      <button {...control(value - 1, value <= 1)} aria-label="previous page">
        <svg {...iconProps} className={`mantine-rotate-rtl ${classes.icon}`}>
          <path
            d="M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z"
            fill="currentColor"
          />
        </svg>
      </button>
      {range.map((item, index) =>
        item === 'dots' ? (
          <div key={`dots-${index}`} className={classes.dots}>
            <svg {...iconProps}>
              <path
                d="M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z"
                fill="currentColor"
              />
            </svg>
          </div>
        ) : (
          <button
            key={item}
            {...control(item)}
            data-with-padding
            aria-current={item === value ? 'page' : undefined}
          >
            {item}
          </button>
        ),
      )}
      <button {...control(value + 1, value >= total)} aria-label="next page">
        <svg {...iconProps} className={`mantine-rotate-rtl ${classes.icon}`}>
          <path
            d="M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z"
            fill="currentColor"
          />
        </svg>
      </button>
    </div>
  );
}
