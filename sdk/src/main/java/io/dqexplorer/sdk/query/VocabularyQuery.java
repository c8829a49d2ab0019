package io.dqexplorer.sdk.query;

import java.util.Objects;

/** Query of either vocabulary endpoint; a null pin means latest, a null section means all sections. */
public record VocabularyQuery(String dataset, String vocabulary, String section) {

    public VocabularyQuery {
        Objects.requireNonNull(dataset, "dataset");
    }

    public static VocabularyQuery of(String dataset) {
        return new VocabularyQuery(dataset, null, null);
    }

    public VocabularyQuery withVocabulary(String token) {
        return new VocabularyQuery(dataset, token, section);
    }

    public VocabularyQuery withSection(String sectionName) {
        return new VocabularyQuery(dataset, vocabulary, sectionName);
    }
}
