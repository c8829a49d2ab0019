package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.Corpus;

/**
 * The order clip rows are served in, computed once per corpus so any page is a slice: by episode
 * index, then the clips whose runs disagree about their index, by identity.
 */
public final class ClipOrder {

    private final int[] clipAtPosition;

    ClipOrder(Corpus corpus) {
        int size = corpus.size();
        int indexed = 0;
        for (int clip = 0; clip < size; clip++) {
            if (corpus.episodeIndex(clip) != Corpus.NO_EPISODE_INDEX) {
                indexed++;
            }
        }
        // Episode indices are a permutation of 0..indexed-1, so each is its own position.
        clipAtPosition = new int[size];
        int next = indexed;
        for (int clip = 0; clip < size; clip++) {
            int episode = corpus.episodeIndex(clip);
            if (episode == Corpus.NO_EPISODE_INDEX) {
                clipAtPosition[next++] = clip;
            } else {
                clipAtPosition[episode] = clip;
            }
        }
    }

    public int size() {
        return clipAtPosition.length;
    }

    public int clipAt(int position) {
        return clipAtPosition[position];
    }
}
