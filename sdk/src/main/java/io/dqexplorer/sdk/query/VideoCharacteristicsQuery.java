package io.dqexplorer.sdk.query;

import java.util.Objects;

/** Query of the video-characteristics endpoint; a null pin means "latest". */
public record VideoCharacteristicsQuery(String dataset, String analysis, String videoCharacteristics,
                                        boolean includeDistribution) {

    public VideoCharacteristicsQuery {
        Objects.requireNonNull(dataset, "dataset");
    }

    public static VideoCharacteristicsQuery of(String dataset) {
        return new VideoCharacteristicsQuery(dataset, null, null, false);
    }

    public VideoCharacteristicsQuery withAnalysis(String token) {
        return new VideoCharacteristicsQuery(dataset, token, videoCharacteristics, includeDistribution);
    }

    public VideoCharacteristicsQuery withVideoCharacteristics(String token) {
        return new VideoCharacteristicsQuery(dataset, analysis, token, includeDistribution);
    }

    public VideoCharacteristicsQuery withDistribution() {
        return new VideoCharacteristicsQuery(dataset, analysis, videoCharacteristics, true);
    }
}
