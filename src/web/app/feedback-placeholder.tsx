import { useParams } from 'react-router';
import { ComingSoon } from './coming-soon';

/** Stands in for the feedback feature's page until it lands (swap the import in routes.tsx). */
export function FeedbackPlaceholder() {
  const { id } = useParams();
  return (
    <ComingSoon
      heading="Feedback Form"
      meta={{ title: 'Feedback Form', description: 'Tell us about your visit.', keywords: ['feedback'] }}
    >
      <p>Booking ID: {id}</p>
    </ComingSoon>
  );
}
