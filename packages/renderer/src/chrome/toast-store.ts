export interface Toast {
  id: number;
  title: string;
  description?: string;
  tone: "default" | "destructive";
}

type Listener = () => void;

// One toast is visible at a time: a new one replaces the current one.
let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<Toast, "id" | "tone"> & { tone?: Toast["tone"] }): number {
  current = { tone: "default", ...toast, id: nextId++ };
  emit();
  return current.id;
}

export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): Toast | null {
  return current;
}
