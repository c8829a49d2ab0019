package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.DatasetSeed;
import io.dqexplorer.sandbox.corpus.OrganizationSeed;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DatasetCatalogTest {

    private static DatasetSeed seed(String dataset) {
        return new DatasetSeed(dataset, "x", 1, 0, List.of("vocabulary"), null, 0, 0, true, null, null, null, 1,
                Map.of(), List.of(), false);
    }

    @Test
    void datasetsAreFoundWithinTheirOrganizationAndListedById() {
        DatasetCatalog catalog = new DatasetCatalog(List.of(
                new OrganizationSeed("north", List.of(seed("b"), seed("a"))),
                new OrganizationSeed("south", List.of(seed("c")))));
        assertEquals(List.of("a", "b"), catalog.datasetsOf("north").stream().map(ServedDataset::dataset).toList());
        assertEquals("c", catalog.find("south", "c").orElseThrow().dataset());
        assertTrue(catalog.find("north", "c").isEmpty(), "another organization's dataset");
        assertTrue(catalog.find("west", "a").isEmpty());
        assertEquals(List.of(), catalog.datasetsOf("west"));
    }

    @Test
    void aDatasetSeededTwiceInOneOrganizationIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new DatasetCatalog(List.of(
                new OrganizationSeed("north", List.of(seed("a"), seed("a"))))));
        assertEquals("dataset a seeded twice in north", e.getMessage());
    }
}
