package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.HandMadeCorpus;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ClipOrderTest {

    @Test
    void clipsComeByEpisodeIndexThenTheUnindexedOnesByIdentity() {
        ClipOrder order = new ClipOrder(new HandMadeCorpus()
                .clip(c -> c.episode(2))
                .clip(c -> c) // runs disagree about its index
                .clip(c -> c.episode(0))
                .clip(c -> c)
                .clip(c -> c.episode(1))
                .build());
        assertEquals(5, order.size());
        assertEquals(List.of(2, 4, 0, 1, 3), IntStream.range(0, order.size()).map(order::clipAt).boxed().toList());
    }
}
