import { useSearchParams } from 'react-router';
import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.js';
import { RatingsPanel } from '#web/features/admin-moderation/components/ratings-panel.js';
import { ReviewsPanel } from '#web/features/admin-moderation/components/reviews-panel.js';
import { TestimonialsPanel } from '#web/features/admin-moderation/components/testimonials-panel.js';
import { moderationTab } from '#web/features/admin-moderation/lib/moderation-lists.js';

/** Moderation (agents and owners): testimonials and travellers' reviews wait for approval; ratings can be hidden. */
export default function AdminModerationPage() {
  const [params, setParams] = useSearchParams();
  const tab = moderationTab.read(params.get('tab'));
  // Another tab is another list: its filters start afresh, and Back returns to the tab before.
  const open = (value: string) => {
    const next = moderationTab.write(moderationTab.read(value));
    setParams(next ? { tab: next } : {});
  };
  return (
    <section aria-labelledby="moderation-title" className="space-y-4">
      <PageTitle title="Moderation" />
      <h1 id="moderation-title" className="font-display text-xl font-semibold">
        Moderation
      </h1>
      <Tabs value={tab} onValueChange={open} className="flex flex-col gap-4">
        <TabsList>
          <TabsTrigger value="testimonials">Testimonials</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
          <TabsTrigger value="ratings">Ratings</TabsTrigger>
        </TabsList>
        <TabsContent value="testimonials">
          <TestimonialsPanel />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsPanel />
        </TabsContent>
        <TabsContent value="ratings">
          <RatingsPanel />
        </TabsContent>
      </Tabs>
    </section>
  );
}
