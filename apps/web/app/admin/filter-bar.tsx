import type { SubmissionKind, SubmissionStatus } from "@brightwater/contracts";
import { type FormEvent, useState } from "react";
import { type InboxView, readView, writeView } from "./inbox-filter";
import { ageOptions, kindLabels, statusLabels } from "./labels";

interface FilterBarProps {
  view: InboxView;
  onApply: (view: InboxView) => void;
}

/** How many filters the view has on, for the button that shows them on a phone. */
function activeFilters(view: InboxView): number {
  return (
    [view.kind, view.status, view.age, view.fromDay, view.toDay, view.q].filter(Boolean).length + (view.overdue ? 1 : 0)
  );
}

/**
 * Kind, status, days and a search; applied together, starting again at page 1. On a phone they
 * wait behind one "Filter" button, so that the newest lead is on the first screen.
 */
export function FilterBar({ view, onApply }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const active = activeFilters(view);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOpen(false);
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of ["kind", "status", "age", "from", "to", "q"]) params.set(name, String(data.get(name) ?? ""));
    if (data.get("overdue")) params.set("overdue", "true");
    onApply(readView(params));
  }

  const clear = () => onApply(readView(new URLSearchParams()));
  // Remounts the form when the address changes (back button, a cleared filter), so that the
  // fields always show the filter the list was loaded with.
  const formKey = writeView({ ...view, page: 1, lead: null }).toString();

  return (
    <search className={`inbox-search${open ? " inbox-search--open" : ""}`}>
      <button
        type="button"
        className="button button--secondary inbox-search__toggle"
        aria-expanded={open}
        aria-controls="inbox-filters"
        onClick={() => setOpen((shown) => !shown)}
      >
        Filter{active > 0 ? ` (${active} on)` : ""}
      </button>
      <form key={formKey} id="inbox-filters" className="inbox-filters" aria-label="Filter leads" onSubmit={submit}>
        <FilterFields view={view} />
        <div className="inbox-filters__actions">
          <button type="submit" className="button button--primary">
            Apply
          </button>
          <button type="button" className="button button--secondary" onClick={clear}>
            Clear
          </button>
        </div>
      </form>
    </search>
  );
}

/** The search, the drop-downs, "overdue only" and the days, showing the filter the list was loaded with. */
function FilterFields({ view }: { view: InboxView }) {
  return (
    <>
      <div className="field inbox-filters__q">
        <label htmlFor="filter-q">Search</label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={view.q}
          placeholder="Name, phone, e-mail or text"
          maxLength={200}
        />
      </div>
      <SelectFilter
        name="kind"
        label="Kind"
        value={view.kind}
        options={[
          ["", "All kinds"],
          ...(Object.keys(kindLabels) as SubmissionKind[]).map((kind) => [kind, kindLabels[kind]] as const),
        ]}
      />
      <SelectFilter
        name="status"
        label="Status"
        value={view.status}
        options={[
          ["", "All statuses"],
          ...(Object.keys(statusLabels) as SubmissionStatus[]).map((status) => [status, statusLabels[status]] as const),
        ]}
      />
      <SelectFilter
        name="age"
        label="Age"
        value={view.age}
        options={[["", "Any age"], ...ageOptions.map((option) => [String(option.hours), option.label] as const)]}
      />
      <div className="field field--check">
        <input id="filter-overdue" name="overdue" type="checkbox" defaultChecked={view.overdue} />
        <label htmlFor="filter-overdue">Overdue only</label>
      </div>
      <div className="field">
        <label htmlFor="filter-from">From</label>
        <input id="filter-from" name="from" type="date" defaultValue={view.fromDay} />
      </div>
      <div className="field">
        <label htmlFor="filter-to">To</label>
        <input id="filter-to" name="to" type="date" defaultValue={view.toDay} />
      </div>
    </>
  );
}

/** One of the bar's drop-downs: its options as [value, label] pairs, the first one "any". */
function SelectFilter({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
