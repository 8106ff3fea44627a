import { useEffect, useRef, useState, type ComponentType } from 'react';
import { cleanKeyword, searchPath } from '../../../shared/search-address.js';
import { useNavigate } from '../../lib/router.js';
import type { SearchBoxProps } from './search-box.js';
import { SearchField } from './search-field.js';
import { standInSearches } from './stand-in-searches.js';

const loadSearchBox = () => import('./search-box.js');

/**
 * A search box without its code in the page's first JavaScript (product §15): a
 * stand-in with the same look and the same field is drawn first; the combobox's code loads when
 * the browser is idle, or at once when the visitor reaches for the box, and takes the stand-in's
 * place with the words and the focus it had. Typing before it arrives loses nothing, and Enter
 * already searches.
 */
export function LazySearchBox(props: SearchBoxProps) {
  const { defaultValue = '' } = props;
  const [Box, setBox] = useState<ComponentType<SearchBoxProps> | null>(null);
  const [value, setValue] = useState(defaultValue);
  const [hasFocus, setHasFocus] = useState(false);
  const isLoading = useRef(false);
  const load = () => {
    if (isLoading.current) return;
    isLoading.current = true;
    loadSearchBox().then(
      async ({ SearchBox }) => {
        await standInSearches.written();
        setBox(() => SearchBox);
      },
      // Not arrived (offline): the stand-in still searches on Enter; the next reach tries again.
      () => void (isLoading.current = false),
    );
  };

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(load);
    return () => cancel(handle);
  }, []);

  if (Box) {
    return (
      <Box
        {...props}
        defaultValue={value}
        isTyped={value !== defaultValue}
        autoFocus={props.autoFocus || hasFocus}
      />
    );
  }
  return (
    <StandIn
      {...props}
      value={value}
      onValue={setValue}
      onNear={load}
      onFocus={() => {
        setHasFocus(true);
        load();
      }}
    />
  );
}

/** The box as the combobox draws it while closed, and a plain search on Enter. */
function StandIn({
  id,
  formClassName,
  inputClassName,
  submitLabel,
  autoFocus,
  onLeave,
  value,
  onValue,
  onNear,
  onFocus,
}: SearchBoxProps & {
  value: string;
  onValue(value: string): void;
  /** A pointer over the box: the code is likely wanted soon. */
  onNear(): void;
  onFocus(): void;
}) {
  const navigate = useNavigate();
  return (
    <SearchField
      id={id}
      formClassName={formClassName}
      inputClassName={inputClassName}
      submitLabel={submitLabel}
      form={{
        onSubmit: (event) => {
          event.preventDefault();
          // Remembered as the combobox remembers it, once its small module is here.
          const clean = cleanKeyword(value);
          if (clean) standInSearches.remember(clean);
          navigate(searchPath(clean));
          onLeave?.();
        },
      }}
      input={{
        'aria-expanded': false,
        autoFocus,
        value,
        onChange: (event) => onValue(event.target.value),
        onFocus,
        onPointerEnter: onNear,
      }}
    />
  );
}
