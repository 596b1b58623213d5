// Shape of the client success dashboard's content (content/data/client-dashboard.json): SPEC §3
// "Dashboard data", a fixed sample shown as such, and the words the dashboard needs.
import type { DashboardTabId } from "./tools/dashboard";

/** A headline figure and how it moved, e.g. "£12.4M", "Client revenue generated", "+23%". */
export interface DashboardMetric {
  label: string;
  value: string;
  /** Signed percentage: "+23%", "-15%" or "0%". */
  change: string;
}

/**
 * One client's story. `logo` is a short monogram drawn as a badge; `videoUrl` the https address
 * of the client's own video, only where a real one exists.
 */
export interface ClientStory {
  id: string;
  name: string;
  industry: string;
  logo: string;
  growth: string;
  revenue: string;
  testimonial: string;
  videoUrl?: string | null;
}

export interface IndustryStat {
  name: string;
  /** How many clients the studio has worked with in the industry. */
  count: number;
  /** Signed percentage, as a metric's change. */
  growth: string;
}

export interface RatedTestimonial {
  quote: string;
  author: string;
  role: string;
  /** Whole stars from 1 to 5. */
  rating: number;
}

/** Words for a signed change: `{amount}` is the figure without its sign. */
export interface ChangeWords {
  up: string;
  down: string;
  flat: string;
  /** What the change is measured against, e.g. "vs last year". */
  period: string;
}

export interface DashboardLabels {
  tabs: Record<DashboardTabId, string>;
  change: ChangeWords;
  /** `{rating}` and `{max}`, e.g. "Rated {rating} out of {max}". */
  rating: string;
  /** `{name}`: the button that opens a client's story. */
  viewStory: string;
  /** `{name}`: the link to a client's video. */
  watchStory: string;
  newTab: string;
  close: string;
  industry: string;
  growth: string;
  revenue: string;
  /** `{count}`: an industry's number of clients. */
  clientCount: string;
}

export interface ClientDashboardContent {
  eyebrow: string;
  heading: string;
  intro: string;
  /** Says that the figures are an illustrative sample, not live data. */
  sampleNote: string;
  labels: DashboardLabels;
  metrics: readonly DashboardMetric[];
  clientStories: readonly ClientStory[];
  industryStats: readonly IndustryStat[];
  testimonials: readonly RatedTestimonial[];
}
