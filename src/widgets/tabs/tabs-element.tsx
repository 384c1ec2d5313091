import { Tabs, type TabsProps } from './tabs';

/** `<meet-tabs>`: each panel is the light-DOM child whose `slot` is the tab id; the host keeps `selected`. */
export function TabsElement(props: Omit<TabsProps, 'panel'> & { container?: ShadowRoot }) {
  const { container, onChange, ...rest } = props;
  return (
    <Tabs
      {...rest}
      panel={(id) => <slot name={id} />}
      onChange={(id) => {
        // The host reflects the choice, so setting `selected` again later is a change it sees.
        if (container) (container.host as HTMLElement & { selected?: string }).selected = id;
        onChange?.(id);
      }}
    />
  );
}
